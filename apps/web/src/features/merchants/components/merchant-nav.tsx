import { Anchor, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';

const PAGES = ['view', 'solde', 'taxe', 'payout'] as const;
const LABELS = { view: 'profile', solde: 'balance', taxe: 'fees', payout: 'payouts' } as const;

/** The merchant's name and its staff pages (profile, balances, fees, payouts). */
export function MerchantNav({
  id,
  name,
  current,
}: {
  id: string;
  name: string;
  current: (typeof PAGES)[number];
}) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div>
      <Anchor component={Link} to={localize('/admin/merchants')} size="sm">
        {t('merchants.nav.back')}
      </Anchor>
      <Title order={2} size="h3" mt="xs" data-testid="merchant-name">
        {name}
      </Title>
      <Group gap="md" mt="xs">
        {PAGES.map((page) => (
          <Anchor
            key={page}
            component={Link}
            to={localize(`/admin/merchants/${page}/${id}`)}
            fw={page === current ? 700 : 400}
            size="sm"
          >
            {t(`merchants.nav.${LABELS[page]}`)}
          </Anchor>
        ))}
      </Group>
    </div>
  );
}
