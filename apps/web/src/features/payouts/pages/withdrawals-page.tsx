import { Drawer, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WithdrawalItem } from '@platform/contracts';
import { formatMoney, formatPhone, networkCountry } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { useShops } from '../../shops/shops-context.ts';
import { useWithdrawal, useWithdrawals } from '../api/payouts-queries.ts';
import { BalanceStrip } from '../components/balance-strip.tsx';
import { PayoutStatusBadge } from '../components/payout-status-badge.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';
import { formatPayoutDate } from '../lib/payout-list-item.ts';

function destination(w: WithdrawalItem) {
  return w.method === 'bank'
    ? `${w.bank_name ?? ''} · ${w.account_number ?? ''}`
    : `${w.network ?? ''} · ${formatPhone(w.phone_number, networkCountry(w.network))}`;
}

/** The requests as a DataTable (a card each on a phone); a row opens its detail. */
function WithdrawalsTable({ rows, onOpen }: { rows: WithdrawalItem[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<WithdrawalItem>[]>(
    () => [
      {
        id: 'date',
        header: t('payouts.list.columns.date'),
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => formatPayoutDate(row.original.date),
      },
      {
        id: 'amount',
        header: t('payouts.list.columns.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'destination',
        header: t('payouts.withdrawals.destination'),
        cell: ({ row }) => destination(row.original),
      },
      {
        id: 'status',
        header: t('payouts.list.columns.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <PayoutStatusBadge status={row.original.status} />,
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (w) => w._id,
  });
  return <DataTable table={table} testId="withdrawals-table" onRowClick={(w) => onOpen(w._id)} />;
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
            <WithdrawalsTable rows={list.data ?? []} onOpen={(id) => setParams({ id })} />
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
