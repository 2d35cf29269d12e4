import { Button, Group } from '@mantine/core';
import { IconApi, IconBook, IconKey, IconLink, IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stripLocale } from '../../../shared/i18n/locale-path.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { developerPaths } from '../lib/webhook-paths.ts';
import { API_REFERENCE_PATH } from './api-docs.tsx';

/** Links between the developers pages of the session's mode, and to the API reference. */
export function DevelopersNav({ sandbox }: { sandbox: boolean }) {
  const { t } = useTranslation();
  const current = stripLocale(useLocation().pathname).toLowerCase();
  const paths = developerPaths(sandbox);
  const items = [
    { to: paths.home, label: t('developers.nav.keys'), icon: IconKey },
    { to: paths.api, label: t('developers.nav.api'), icon: IconApi },
    { to: paths.webhooks, label: t('developers.nav.webhooks'), icon: IconWebhook },
    { to: paths.links, label: t('developers.nav.links'), icon: IconLink },
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t('developers.nav.label')}>
      {items.map(({ to, label, icon: Icon }) => {
        const path = to.toLowerCase();
        const active = current === path || (to === paths.webhooks && current.startsWith(`${path}/`));
        return (
          <Button
            key={to}
            component={LocalizedLink}
            to={to}
            size="xs"
            variant={active ? 'filled' : 'light'}
            leftSection={<Icon size={14} />}
          >
            {label}
          </Button>
        );
      })}
      <Button
        component="a"
        href={API_REFERENCE_PATH}
        target="_blank"
        rel="noopener"
        size="xs"
        variant="subtle"
        leftSection={<IconBook size={14} />}
      >
        {t('developers.nav.reference')}
      </Button>
    </Group>
  );
}
