import { ActionIcon, Box, Burger, Group, Text, Title } from '@mantine/core';
import type { User } from '@platform/contracts';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../shared/ui/lazy-tooltip.tsx';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import { PrerenderedUntilTurn } from '../../shared/ui/prerendered-until-turn.tsx';
import { useOnScreen } from '../../shared/ui/use-on-screen.ts';
import classes from './shell.module.css';
import {
  LazyGlobalSearch,
  LazyLanguageMenu,
  LazyPhoneSearch,
  LazyShopMenu,
  LazyUserMenu,
} from './top-bar-menus.tsx';
import { usePageSubtitle, usePageTitle } from './use-page-handle.ts';

type Props = {
  user: User;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
};

/**
 * The merchant top bar: page title and subtitle, language, shop, settings, avatar menu. The search
 * field (wide screens), the search button (narrower ones), the shop menu and the settings button
 * (not on a phone) are rendered only at the widths that show them (use-on-screen.ts). Over the
 * prerendered dashboard, the search and the menus come a task after the take-over, their
 * prerendered buttons on screen meanwhile (prerendered-until-turn.tsx).
 */
export function TopBar({ user, navOpened, onToggleNav, onLogout }: Props) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const subtitle = usePageSubtitle();
  const searchField = useOnScreen({ visibleFrom: 'lg' });
  const searchButton = useOnScreen({ hiddenFrom: 'lg' });
  const shopMenu = useOnScreen({ visibleFrom: 'xs' });
  const settings = useOnScreen({ visibleFrom: 'sm' });
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={t('shell.openMenu')}
        />
        <div style={{ minWidth: 0 }}>
          <Title order={1} className={classes.pageTitle} data-testid="page-title">
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed" className={classes.subtitle} data-testid="page-subtitle">
              {subtitle}
            </Text>
          ) : null}
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <PrerenderedUntilTurn part="top-bar-menus">
          <Box visibleFrom="lg">{searchField ? <LazyGlobalSearch /> : null}</Box>
          <Box hiddenFrom="lg">{searchButton ? <LazyPhoneSearch /> : null}</Box>
          <LazyLanguageMenu />
          <Box visibleFrom="xs">{shopMenu ? <LazyShopMenu /> : null}</Box>
          {settings ? (
            <LazyTooltip label={t('shell.settings')}>
              <ActionIcon
                visibleFrom="sm"
                component={LocalizedLink}
                to="/settings"
                variant="subtle"
                color="navy"
                size="lg"
                aria-label={t('shell.settings')}
              >
                <IconSettings size={20} />
              </ActionIcon>
            </LazyTooltip>
          ) : null}
          <LazyUserMenu
            user={user}
            profilePath={user.in_sandbox ? '/sandbox/profil' : '/profil'}
            onLogout={onLogout}
          />
        </PrerenderedUntilTurn>
      </Group>
    </Group>
  );
}
