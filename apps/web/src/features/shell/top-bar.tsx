import { ActionIcon, Box, Burger, Group, Text, Title, Tooltip } from '@mantine/core';
import type { User } from '@platform/contracts';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import { GlobalSearch } from '../search/components/global-search.tsx';
import { PhoneSearch } from '../search/components/phone-search.tsx';
import { LanguageMenu } from './language-menu.tsx';
import classes from './shell.module.css';
import { ShopMenu } from './shop-menu.tsx';
import { usePageSubtitle, usePageTitle } from './use-page-handle.ts';
import { UserMenu } from './user-menu.tsx';

type Props = {
  user: User;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
};

/** The merchant top bar: page title and subtitle, language, shop, settings, avatar menu. */
export function TopBar({ user, navOpened, onToggleNav, onLogout }: Props) {
  const { t } = useTranslation();
  const title = usePageTitle();
  const subtitle = usePageSubtitle();
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
        <Box visibleFrom="lg">
          <GlobalSearch />
        </Box>
        <Box hiddenFrom="lg">
          <PhoneSearch />
        </Box>
        <LanguageMenu />
        <div className={classes.hideXs}>
          <ShopMenu />
        </div>
        <Tooltip label={t('shell.settings')}>
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
        </Tooltip>
        <UserMenu
          user={user}
          profilePath={user.in_sandbox ? '/sandbox/profil' : '/profil'}
          onLogout={onLogout}
        />
      </Group>
    </Group>
  );
}
