import { Group, Paper, Text } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useShopBalance } from '../api/payouts-queries.ts';

/** What the shop can send now, and what is held by payouts and payment requests in progress. */
export function BalanceStrip({ shop }: { shop: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useShopBalance(shop);
  if (!balance.data) return null;
  const { available, pending } = balance.data.balance;
  return (
    <Paper withBorder radius="md" p="md" data-testid="balance-strip">
      <Group gap="xl">
        <div>
          <Text size="xs" c="dimmed">
            {t('payouts.balance.available')}
          </Text>
          <Text fw={700} data-testid="balance-available">
            {formatMoney(available, locale)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('payouts.balance.pending')}
          </Text>
          <Text fw={500}>{formatMoney(pending, locale)}</Text>
        </div>
      </Group>
    </Paper>
  );
}
