import { AppShell, Box, Burger, Group, NavLink, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogout, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { stripLocale } from '../../shared/i18n/locale-path.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import { HeaderAction } from './header-action.tsx';
import classes from './shell.module.css';
import { useLogout } from './use-logout.ts';
import { useNavbarShown } from './use-navbar-shown.ts';
import { usePageTitle } from './use-page-handle.ts';

const LINKS = [
  { key: 'dashboard', to: '/commercial/dashboard', icon: IconLayoutDashboard },
  { key: 'customers', to: '/commercial/customers', icon: IconUsers },
] as const;

/** The commercial agents' frame (their pages come later); logout leads to /commercial/signin/. */
export function CommercialShell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navbarShown = useNavbarShown(opened);
  const logout = useLogout('/commercial/signin/');
  const title = usePageTitle();
  const path = stripLocale(useLocation().pathname).toLowerCase();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('shell.openMenu')}
            />
            <Title order={1} className={classes.pageTitle} data-testid="page-title">
              {title}
            </Title>
          </Group>
          <HeaderAction
            color="red"
            icon={<IconLogout size={16} />}
            label={t('admin.logout')}
            onClick={() => void logout()}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.sidebar} withBorder={false}>
        {navbarShown ? (
          <>
            <Box p="md">
              <BrandMark inverted />
            </Box>
            <nav aria-label={t('commercial.menuLabel')} style={{ padding: '0 8px' }}>
              {LINKS.map(({ key, to, icon: LinkIcon }) => (
                <NavLink
                  key={key}
                  component={LocalizedLink}
                  to={to}
                  label={t(`commercial.menu.${key}`)}
                  leftSection={<LinkIcon size={18} />}
                  active={path.startsWith(to)}
                  onClick={close}
                  className={classes.navLink}
                />
              ))}
            </nav>
          </>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          <Outlet />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
