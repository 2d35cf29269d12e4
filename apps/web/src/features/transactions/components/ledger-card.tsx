import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TransactionDetailResponse } from '@platform/contracts';
import { formatDateTime, formatMoney, networkName } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ledgerKindLabel } from '../lib/ledger-kind.ts';

type Detail = TransactionDetailResponse;
type Entry = Detail['ledger'][number];
type Delivery = Detail['deliveries'][number];
const ACCOUNT_KINDS = ['available', 'pending', 'reserve', 'platform_fees', 'operator_clearing'];

/** The ledger entries of the transaction, one row each with its postings (credit > 0, debit < 0). */
export function LedgerCard({ entries }: { entries: Detail['ledger'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Entry>[]>(() => {
    const accountName = (kind: string, operator: string | null) => {
      const name = ACCOUNT_KINDS.includes(kind) ? t(`transactions.accounts.${kind as 'available'}`) : kind;
      return operator ? `${name} · ${networkName(operator)}` : name;
    };
    return [
      {
        id: 'kind',
        header: t('transactions.detail.entry'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <Text size="sm" fw={600} data-testid="ledger-kind" data-kind={row.original.kind}>
            {ledgerKindLabel(row.original.kind, t)}
          </Text>
        ),
      },
      {
        id: 'date',
        header: t('transactions.columns.date'),
        meta: { nowrap: true },
        cell: ({ row }) => (
          <Text size="sm" c="dimmed">
            {formatDateTime(row.original.created_at, locale)}
          </Text>
        ),
      },
      {
        id: 'postings',
        header: t('transactions.detail.postings'),
        cell: ({ row }) => (
          <Stack gap={2}>
            {row.original.postings.map((p) => (
              <Group
                key={p.account}
                justify="space-between"
                gap="sm"
                wrap="nowrap"
                data-testid="ledger-posting"
                data-account-kind={p.kind}
              >
                <Text size="sm" ta="left">
                  {accountName(p.kind, p.operator)}
                </Text>
                <Text size="sm" c={p.amount < 0 ? 'red' : 'green'} style={{ whiteSpace: 'nowrap' }}>
                  {p.amount > 0 ? '+' : ''}
                  {formatMoney(p.amount, locale)}
                </Text>
              </Group>
            ))}
          </Stack>
        ),
      },
    ];
  }, [t, locale]);
  const table = useReactTable({
    data: entries,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => entry._id,
  });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="ledger-card">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('transactions.detail.ledger')}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('transactions.detail.ledgerEmpty')}
          </Text>
        ) : (
          <DataTable
            table={table}
            testId="ledger-table"
            striped={false}
            cardsBelow={360}
            rowAttributes={() => ({ 'data-testid': 'ledger-entry' })}
          />
        )}
      </Stack>
    </Paper>
  );
}

const DELIVERY_COLORS: Record<string, string> = { succeeded: 'green', failed: 'red' };

/** The webhook deliveries made for the transaction (one per event and endpoint). */
export function DeliveriesCard({ deliveries }: { deliveries: Detail['deliveries'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Delivery>[]>(
    () => [
      {
        id: 'event',
        header: t('transactions.detail.event'),
        meta: { card: 'title' },
        cell: ({ row }) => row.original.event_type,
      },
      {
        id: 'endpoint',
        header: t('transactions.detail.endpoint'),
        cell: ({ row }) => (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {row.original.endpoint_url}
          </Text>
        ),
      },
      {
        id: 'attempts',
        header: t('transactions.detail.attempts'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.attempts,
      },
      {
        id: 'code',
        header: t('transactions.detail.lastCode'),
        cell: ({ row }) => row.original.last_status_code ?? '—',
      },
      {
        id: 'status',
        header: t('transactions.columns.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <>
            <Badge color={DELIVERY_COLORS[row.original.status] ?? 'yellow'} variant="light">
              {t(`developers.deliveries.state.${row.original.status as 'pending'}`, {
                defaultValue: row.original.status,
              })}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(row.original.updated_at, locale)}
            </Text>
          </>
        ),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: deliveries,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (d) => d._id,
  });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="deliveries-card">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('transactions.detail.deliveries')}
        </Title>
        {deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('transactions.detail.deliveriesEmpty')}
          </Text>
        ) : (
          <DataTable
            table={table}
            testId="deliveries-table"
            striped={false}
            rowAttributes={() => ({ 'data-testid': 'delivery-row' })}
          />
        )}
      </Stack>
    </Paper>
  );
}
