import { Anchor, Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { AdminTransactionItem, AdminTransactionKind, TransactionSort } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Reference } from '../../../shared/ui/reference.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

const KIND_COLORS: Record<AdminTransactionKind, string> = {
  COLLECTION: 'teal',
  PAYOUT: 'indigo',
  REFUND: 'orange',
};

export function KindBadge({ kind }: { kind: AdminTransactionKind }) {
  const { t } = useTranslation();
  return (
    <Badge color={KIND_COLORS[kind]} variant="outline" miw="max-content" data-testid="transaction-kind">
      {t(`transactionsAdmin.kinds.${kind}`)}
    </Badge>
  );
}

type Props = {
  rows: AdminTransactionItem[];
  sort: TransactionSort;
  order: 'asc' | 'desc';
  onSort: (sort: TransactionSort, order: 'asc' | 'desc') => void;
};

/** The staff list: every kind of row with whose it is; server-sorted on date and amount. */
export function AdminTransactionsTable({ rows, sort, order, onSort }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const columns = useMemo<ColumnDef<AdminTransactionItem>[]>(
    () => [
      {
        id: 'created_at',
        accessorKey: 'created_at',
        header: t('transactions.columns.date'),
        enableSorting: true,
        meta: { card: 'hidden', nowrap: true },
        cell: ({ row }) => <Text fz="sm">{formatDateTime(row.original.created_at, locale)}</Text>,
      },
      {
        id: 'kind',
        header: t('transactionsAdmin.columns.kind'),
        enableSorting: false,
        meta: { nowrap: true, label: t('transactionsAdmin.columns.kind') },
        cell: ({ row }) => <KindBadge kind={row.original.kind} />,
      },
      {
        id: 'reference',
        header: t('transactions.columns.reference'),
        enableSorting: false,
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => (
          <>
            <Reference
              value={row.original.reference}
              render={(short) => (
                <Anchor
                  component={Link}
                  to={localize(`/admin/transactions/detail/${encodeURIComponent(row.original._id)}`)}
                  ff="monospace"
                  fz="sm"
                  data-testid="transaction-link"
                >
                  {short}
                </Anchor>
              )}
            />
            {row.original.collection_reference ? (
              <Text fz="xs" c="dimmed">
                {t('transactionsAdmin.refundOf', { reference: row.original.collection_reference })}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        id: 'whose',
        header: t('transactionsAdmin.columns.whose'),
        enableSorting: false,
        meta: { label: t('transactionsAdmin.columns.whose') },
        cell: ({ row }) => (
          <>
            <Text fz="sm" data-testid="transaction-merchant">
              {row.original.merchant.business_name}
            </Text>
            <Text fz="xs" c="dimmed">
              {row.original.shop.name}
            </Text>
          </>
        ),
      },
      {
        id: 'network',
        header: t('transactions.columns.network'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            <Text fz="sm">{networkName(row.original.network)}</Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(row.original.phone_number, networkCountry(row.original.network))}
            </Text>
          </>
        ),
      },
      {
        id: 'amount',
        accessorKey: 'amount',
        header: t('transactions.columns.amount'),
        enableSorting: true,
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => (
          <>
            <Text fz="sm" fw={600} data-testid="transaction-amount">
              {formatMoney(row.original.amount, locale)}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('transactions.columns.feeOf', { fee: formatMoney(row.original.fee, locale) })}
            </Text>
          </>
        ),
      },
      {
        id: 'status',
        header: t('transactions.columns.status'),
        enableSorting: false,
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
    ],
    [t, locale, localize],
  );
  const sorting: SortingState = [{ id: sort, desc: order === 'desc' }];
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort(first.id as TransactionSort, first.desc ? 'desc' : 'asc');
    },
  });

  return (
    <DataTable
      table={table}
      testId="transactions-table"
      cardsBelow={600}
      rowAttributes={(row) => ({
        'data-testid': 'transaction-row',
        'data-reference': row.reference,
        'data-kind': row.kind,
      })}
      renderHeader={(header) => {
        const label = flexRender(header.column.columnDef.header, header.getContext());
        if (!header.column.getCanSort()) return label;
        const current = header.column.getIsSorted();
        const Icon = current === 'asc' ? IconArrowUp : current === 'desc' ? IconArrowDown : IconArrowsSort;
        return (
          <UnstyledButton
            onClick={header.column.getToggleSortingHandler()}
            aria-label={t('transactions.columns.sortBy', {
              column: header.column.columnDef.header as string,
            })}
            data-testid={`sort-${header.column.id}`}
          >
            <Group gap={4} wrap="nowrap">
              <Text fw={700} fz="sm">
                {label}
              </Text>
              <Icon size={14} />
            </Group>
          </UnstyledButton>
        );
      }}
    />
  );
}
