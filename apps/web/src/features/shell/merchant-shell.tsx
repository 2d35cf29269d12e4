import { Alert, AppShell, Button, Group, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@platform/contracts';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isUnverifiedMerchant } from '../../app/guards/route-guards.ts';
import { stripLocale } from '../../shared/i18n/locale-path.ts';
import { useLocalizedPath } from '../../shared/i18n/use-locale.ts';
import { InTurn } from '../../shared/ui/in-turn.tsx';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import classes from './shell.module.css';
import { useShellUser } from './shell-user.ts';
import { Sidebar } from './sidebar.tsx';
import { SupportButton } from './support-button.tsx';
import { TopBar } from './top-bar.tsx';
import { useLogout } from './use-logout.ts';
import { useNavbarShown } from './use-navbar-shown.ts';

/** Not-yet-validated accounts: the sandbox frame with a reminder and the way to validation. */
function UnverifiedBanner() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<IconHourglass size={20} />} className={classes.banner}>
      <Group justify="space-between" gap="sm">
        <span>{t('shell.unverifiedText')}</span>
        <Button component={LocalizedLink} to="/validation" size="xs">
          {t('shell.validateAccount')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The profile frame's own navigation. */
function ProfileTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const path = stripLocale(useLocation().pathname).toLowerCase();
  return (
    <Tabs
      value={path.startsWith('/profil/new') ? 'new' : 'profile'}
      onChange={(value) => navigate(localize(value === 'new' ? '/profil/new' : '/profil'))}
      mb="lg"
    >
      <Tabs.List>
        <Tabs.Tab value="profile">{t('pages.profile')}</Tabs.Tab>
        <Tabs.Tab value="new">{t('pages.sub.new')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

/**
 * The base dashboard frame (live), the same frame for the sandbox (sandbox sidebar) and for accounts not
 * yet validated (sandbox sidebar and a reminder), and the profile frame (with its tabs).
 */
export function MerchantShell({ variant = 'merchant' }: { variant?: 'merchant' | 'profile' }) {
  const user: User = useShellUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navbarShown = useNavbarShown(opened);
  const logout = useLogout();

  return (
    <AppShell
      header={{ height: 72 }}
      navbar={{ width: { base: 260, lg: 280 }, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <TopBar user={user} navOpened={opened} onToggleNav={toggle} onLogout={() => void logout()} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.sidebar} withBorder={false}>
        {navbarShown ? <Sidebar user={user} onNavigate={close} /> : null}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          {isUnverifiedMerchant(user) ? <UnverifiedBanner /> : null}
          {variant === 'profile' ? <ProfileTabs /> : null}
          <Outlet />
        </div>
      </AppShell.Main>
      {/* Floating, drawn in a portal the prerendered page has not: it comes a task after the frame. */}
      <InTurn turn={1}>
        <SupportButton />
      </InTurn>
    </AppShell>
  );
}
