import { Alert, Avatar, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { IconBuildingStore, IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { formatAmount, formatDateTime } from '../../shared/lib/format.ts';
import { useShellUser } from '../shell/shell-user.ts';
import { useShops } from '../shops/shops-context.ts';
import { merchantAccountState } from './merchant-status.ts';

const STATE_LOOK = {
  valid: { color: 'green', icon: IconCircleCheck },
  pending: { color: 'orange', icon: IconHourglass },
  rejected: { color: 'red', icon: IconCircleX },
} as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/** A rate in basis points as a percentage (170 → 1,7 %). */
function rate(bps: number | null, locale: string): string {
  if (bps === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

function ShopCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Field label={t('dashboard.shop.name')}>
        <span data-testid="dashboard-shop">{shop.name}</span>
      </Field>
      <Field label={t('dashboard.shop.mode')}>
        <Badge color={shop.mode === 1 ? 'green' : 'brand'} variant="light">
          {shop.mode === 1 ? t('shell.live') : t('shell.test')}
        </Badge>
      </Field>
      <Field label={t('dashboard.shop.createdAt')}>{formatDateTime(shop.created_at, locale)}</Field>
      <Field label={t('dashboard.shop.collectionFee')}>{rate(shop.taxe_collection, locale)}</Field>
      <Field label={t('dashboard.shop.payoutFee')}>{rate(shop.taxe_payout, locale)}</Field>
      <Field label={t('dashboard.shop.cardFee')}>{rate(shop.taxe_card, locale)}</Field>
      <Field label={t('dashboard.shop.fixedAmount')}>
        {shop.amount_fixe && shop.fixe_amount !== null ? formatAmount(shop.fixe_amount, locale) : '—'}
      </Field>
      <Field label={t('dashboard.shop.reserve')}>
        {shop.reserve_found !== null ? formatAmount(shop.reserve_found, locale) : '—'}
      </Field>
    </SimpleGrid>
  );
}

/** `/dashboard` and `/sandbox/dashboard`: the account and its status, and the selected shop. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useShellUser();
  const { enabled, selected, loading, canManage, openCreate } = useShops();
  const state = merchantAccountState(user);
  const { color, icon: StateIcon } = STATE_LOOK[state];
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} c="navy.7">
          {t('dashboard.welcome', { name: user.first_name })}
        </Title>
        <Text c="dimmed">{user.in_sandbox ? t('dashboard.sandboxIntro') : t('dashboard.liveIntro')}</Text>
      </div>
      {user.merchant_id ? (
        <Alert
          color={color}
          variant="light"
          icon={<StateIcon size={20} />}
          title={t(`dashboard.status.${state}`)}
        >
          {t(`dashboard.status.${state}Text`)}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={3} size="h4" c="navy.7">
            {t('dashboard.account')}
          </Title>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Avatar color="brand" radius="xl" size="lg" name={fullName} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ flex: 1 }}>
              <Field label={t('dashboard.name')}>{fullName}</Field>
              <Field label={t('dashboard.email')}>
                <Text component="span" fw={400}>
                  {user.email}
                </Text>
              </Field>
              {user.merchant_id ? (
                <Field label={t('dashboard.merchantStatus')}>
                  <Badge color={color} variant="light">
                    {t(`dashboard.status.${state}`)}
                  </Badge>
                </Field>
              ) : null}
            </SimpleGrid>
          </Group>
        </Stack>
      </Paper>
      {enabled ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Group gap="xs">
              <IconBuildingStore size={20} color="#d45d00" />
              <Title order={3} size="h4" c="navy.7">
                {t('dashboard.shop.title')}
              </Title>
            </Group>
            {selected ? (
              <ShopCard shop={selected} />
            ) : loading ? (
              <Text c="dimmed">{t('common.loading')}</Text>
            ) : (
              <Group justify="space-between">
                <Text c="dimmed">{t('shops.none')}</Text>
                {canManage ? <Button onClick={openCreate}>{t('shops.create')}</Button> : null}
              </Group>
            )}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
