import { AppShell, Box, Burger, Group, NavLink, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ADMIN_RIGHTS, type AdminMenuEntry, staffMay } from '@platform/domain';
import {
  type Icon,
  IconApi,
  IconArrowsExchange,
  IconBuildingStore,
  IconCash,
  IconCertificate,
  IconCreditCard,
  IconFileCheck,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUser,
  IconUsers,
  IconWorldWww,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ADMIN_ENTRY_PATHS } from '../../app/guards/route-guards.ts';
import { stripLocale } from '../../shared/i18n/locale-path.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import { HeaderAction } from './header-action.tsx';
import classes from './shell.module.css';
import { useShellUser } from './shell-user.ts';
import { useLogout } from './use-logout.ts';
import { useNavbarShown } from './use-navbar-shown.ts';
import { usePageTitle } from './use-page-handle.ts';

const ICONS: Record<AdminMenuEntry, Icon> = {
  dashboard: IconLayoutDashboard,
  validation: IconFileCheck,
  conformity: IconCertificate,
  paymentRequest: IconCash,
  payoutApi: IconApi,
  cardPaymentRequest: IconCreditCard,
  home: IconHome,
  merchants: IconBuildingStore,
  access: IconShieldLock,
  transactions: IconArrowsExchange,
  users: IconUsers,
  whitelistIp: IconWorldWww,
  actions: IconHistory,
};

/**
 * The back-office frame: the side menu of spec section 6 by role and access (`staffMay`, with the
 * audit trail after the spec's entries), profile and logout.
 */
export function AdminShell() {
  const { t } = useTranslation();
  const user = useShellUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navbarShown = useNavbarShown(opened);
  const logout = useLogout();
  const title = usePageTitle();
  const path = stripLocale(useLocation().pathname).toLowerCase();
  const entries = ADMIN_RIGHTS.filter((entry) => staffMay(user, entry));

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: { base: 260, lg: 280 }, breakpoint: 'md', collapsed: { mobile: !opened } }}
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
          <Group gap="xs" wrap="nowrap">
            <HeaderAction
              to="/profil"
              color="navy"
              icon={<IconUser size={16} />}
              label={t('admin.profile')}
            />
            <HeaderAction
              color="red"
              icon={<IconLogout size={16} />}
              label={t('admin.logout')}
              onClick={() => void logout()}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.sidebar} withBorder={false}>
        {navbarShown ? (
          <>
            <Box p="md">
              <BrandMark inverted />
            </Box>
            <ScrollArea style={{ flex: 1 }} px="xs" type="auto">
              <nav aria-label={t('admin.menuLabel')} data-testid="admin-nav">
                {entries.map((entry) => {
                  const to = ADMIN_ENTRY_PATHS[entry];
                  const EntryIcon = ICONS[entry];
                  return (
                    <NavLink
                      key={entry}
                      component={LocalizedLink}
                      to={to}
                      label={t(`admin.menu.${entry}`)}
                      leftSection={<EntryIcon size={18} />}
                      active={path === to.toLowerCase() || path.startsWith(`${to.toLowerCase()}/`)}
                      onClick={close}
                      className={classes.navLink}
                    />
                  );
                })}
              </nav>
            </ScrollArea>
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
