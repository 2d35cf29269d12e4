import { Drawer, Grid, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { WithdrawalItem } from '@platform/contracts';
import { formatMoney, formatPhone } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useWithdrawal, useWithdrawals } from '../api/payouts-queries.ts';
import { BalanceStrip } from '../components/balance-strip.tsx';
import { PayoutStatusBadge } from '../components/payout-status-badge.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';
import { formatPayoutDate } from '../lib/payout-list-item.ts';

function destination(w: WithdrawalItem) {
  return w.method === 'bank'
    ? `${w.bank_name ?? ''} · ${w.account_number ?? ''}`
    : `${w.network ?? ''} · ${formatPhone(w.phone_number)}`;
}

/**
 * `/payouts/transfer`: "Demandes de paiement". The merchant asks to move available balance to a
 * bank account or a wallet; the amount is held until staff approve or refuse. List, form, and the
 * detail of one request in a drawer (`?id=`).
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const shop = useShops().selected;
  const list = useWithdrawals(shop?._id);
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const one = useWithdrawal(openId);

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('payouts.withdrawals.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payouts.withdrawals.intro')}
        </Text>
      </div>
      <BalanceStrip shop={shop?._id} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="md" p="lg">
            <Title order={3} size="h5" mb="md">
              {t('payouts.withdrawals.new')}
            </Title>
            {shop ? <WithdrawalForm shop={shop._id} onCreated={(id) => setParams({ id })} /> : null}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder radius="md" p="md">
            <Table.ScrollContainer minWidth={560}>
              <Table highlightOnHover data-testid="withdrawals-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('payouts.list.columns.date')}</Table.Th>
                    <Table.Th>{t('payouts.list.columns.amount')}</Table.Th>
                    <Table.Th>{t('payouts.withdrawals.destination')}</Table.Th>
                    <Table.Th>{t('payouts.list.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(list.data ?? []).map((w) => (
                    <Table.Tr
                      key={w._id}
                      style={{ cursor: 'pointer' }}
                      onClick={() => setParams({ id: w._id })}
                    >
                      <Table.Td>{formatPayoutDate(w.date)}</Table.Td>
                      <Table.Td>{formatMoney(w.amount, locale)}</Table.Td>
                      <Table.Td>{destination(w)}</Table.Td>
                      <Table.Td>
                        <PayoutStatusBadge status={w.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {list.data?.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('payouts.withdrawals.empty')}
              </Text>
            ) : null}
          </Paper>
        </Grid.Col>
      </Grid>
      <Drawer
        opened={Boolean(openId)}
        onClose={() => setParams({})}
        position="right"
        title={t('payouts.withdrawals.detail')}
      >
        {one.data ? (
          <SimpleGrid cols={1} spacing="sm">
            <PayoutStatusBadge status={one.data.status} />
            <Text>{formatMoney(one.data.amount, locale)}</Text>
            <Text size="sm">{t(`payouts.withdrawals.${one.data.method}`)}</Text>
            <Text size="sm">{destination(one.data)}</Text>
            {one.data.account_holder ? <Text size="sm">{one.data.account_holder}</Text> : null}
            {one.data.note ? <Text size="sm">{one.data.note}</Text> : null}
            <Text size="xs" c="dimmed">
              {formatPayoutDate(one.data.date)}
            </Text>
            {one.data.decision_note ? <Text size="sm">{one.data.decision_note}</Text> : null}
            <Text size="sm" c="dimmed">
              {t(`payouts.withdrawals.explain.${one.data.status}`)}
            </Text>
          </SimpleGrid>
        ) : null}
      </Drawer>
    </Stack>
  );
}
