import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import type { TransactionSort, TransactionSummary } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Reference } from '../../../shared/ui/reference.tsx';
import { useServerSortedTable } from '../../../shared/ui/server-sorted-table.ts';
import { renderTemplate } from '../../../shared/ui/table-view.ts';
import { customerName } from '../lib/transaction-format.ts';
import { StatusBadge } from './status-badge.tsx';

const rowId = (row: TransactionSummary) => row._id;

type Props = {
  rows: TransactionSummary[];
  sort: TransactionSort;
  order: 'asc' | 'desc';
  onSort: (sort: TransactionSort, order: 'asc' | 'desc') => void;
  detailPath: (id: string) => string;
};

/**
 * The list: one page of rows, server-sorted on date and amount. A light table (no TanStack row
 * models): the list is the page's first paint (docs/performance.md).
 */
export function TransactionsTable({ rows, sort, order, onSort, detailPath }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const columns = useMemo<ColumnDef<TransactionSummary, unknown>[]>(
    () => [
      {
        id: 'created_at',
        accessorKey: 'created_at',
        header: t('transactions.columns.date'),
        enableSorting: true,
        meta: { card: 'hidden' },
        cell: ({ row }) => {
          const [day, time] = formatDateTime(row.original.created_at, locale).split(/,?\s(?=\d{2}:)/);
          return (
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {day}
              <Text component="span" display="block" fz="xs" c="dimmed">
                {time}
              </Text>
            </Text>
          );
        },
      },
      {
        id: 'reference',
        header: t('transactions.columns.reference'),
        enableSorting: false,
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => (
          <Reference
            value={row.original.reference}
            render={(short) => (
              <Anchor
                component={Link}
                to={localize(detailPath(row.original._id))}
                ff="monospace"
                fz="sm"
                data-testid="transaction-link"
              >
                {short}
              </Anchor>
            )}
          />
        ),
      },
      {
        id: 'customer',
        header: t('transactions.columns.customer'),
        enableSorting: false,
        meta: { label: t('transactions.columns.customer'), priority: 2 },
        cell: ({ row }) => (
          <>
            <Text fz="sm">{customerName(row.original.first_name, row.original.last_name) ?? '—'}</Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(row.original.phone_number, networkCountry(row.original.network))}
            </Text>
          </>
        ),
      },
      {
        id: 'network',
        header: t('transactions.columns.network'),
        enableSorting: false,
        meta: { priority: 1 },
        cell: ({ row }) => (
          <>
            <Text fz="sm">{networkName(row.original.network)}</Text>
            <Text fz="xs" c="dimmed">
              {t(`transactions.type.${row.original.type}`)}
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
    [t, locale, localize, detailPath],
  );
  const sorting = useMemo<SortingState>(() => [{ id: sort, desc: order === 'desc' }], [sort, order]);
  const table = useServerSortedTable({
    data: rows,
    columns,
    getRowId: rowId,
    sorting,
    onSortingChange: (next) => {
      const first = next[0];
      if (first) onSort(first.id as TransactionSort, first.desc ? 'desc' : 'asc');
    },
  });

  return (
    <DataTable
      table={table}
      testId="transactions-table"
      cardsBelow={600}
      rowAttributes={(row) => ({ 'data-testid': 'transaction-row', 'data-reference': row.reference })}
      renderHeader={(header) => {
        const label = renderTemplate(header.column.columnDef.header, header.getContext());
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
