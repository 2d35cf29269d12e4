import { Button, Group } from '@mantine/core';
import { IconCalendarWeek, IconHistory, IconLayoutDashboard, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLocale } from '../../../shared/i18n/locale-path.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';

const ITEMS = [
  { to: '/sandbox/dashboard', key: 'overview', icon: IconLayoutDashboard },
  { to: '/sandbox/dashboard/event', key: 'event', icon: IconHistory },
  { to: '/sandbox/dashboard/news', key: 'news', icon: IconSparkles },
  { to: '/sandbox/dashboard/thisWeek', key: 'thisWeek', icon: IconCalendarWeek },
] as const;

/** Links between the sandbox dashboard and its sub-pages (the spec gives them to the sandbox only). */
export function DashboardNav() {
  const { t } = useTranslation();
  const current = stripLocale(useLocation().pathname).toLowerCase();
  return (
    <Group gap="xs" component="nav" aria-label={t('overview.nav.label')}>
      {ITEMS.map(({ to, key, icon: Icon }) => (
        <Button
          key={to}
          component={LocalizedLink}
          to={to}
          size="xs"
          variant={current === to.toLowerCase() ? 'filled' : 'light'}
          leftSection={<Icon size={14} />}
        >
          {t(`overview.nav.${key}`)}
        </Button>
      ))}
    </Group>
  );
}
