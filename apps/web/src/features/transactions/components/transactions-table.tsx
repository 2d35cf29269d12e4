import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { TransactionSort, TransactionSummary } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
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
import { customerName, networkName } from '../lib/transaction-format.ts';
import { StatusBadge } from './status-badge.tsx';

type Props = {
  rows: TransactionSummary[];
  sort: TransactionSort;
  order: 'asc' | 'desc';
  onSort: (sort: TransactionSort, order: 'asc' | 'desc') => void;
  detailPath: (id: string) => string;
};

/** The list: server-sorted on date and amount (TanStack Table in manual sorting mode). */
export function TransactionsTable({ rows, sort, order, onSort, detailPath }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const columns = useMemo<ColumnDef<TransactionSummary>[]>(
    () => [
      {
        id: 'created_at',
        accessorKey: 'created_at',
        header: t('transactions.columns.date'),
        enableSorting: true,
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'reference',
        header: t('transactions.columns.reference'),
        enableSorting: false,
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={localize(detailPath(row.original._id))}
            ff="monospace"
            fz="sm"
            data-testid="transaction-link"
          >
            {row.original.reference}
          </Anchor>
        ),
      },
      {
        id: 'customer',
        header: t('transactions.columns.customer'),
        enableSorting: false,
        cell: ({ row }) => customerName(row.original.first_name, row.original.last_name) ?? '—',
      },
      {
        id: 'phone',
        header: t('transactions.columns.phone'),
        enableSorting: false,
        cell: ({ row }) => (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatPhone(row.original.phone_number)}
          </Text>
        ),
      },
      {
        id: 'network',
        header: t('transactions.columns.network'),
        enableSorting: false,
        cell: ({ row }) => networkName(row.original.network),
      },
      {
        id: 'type',
        header: t('transactions.columns.type'),
        enableSorting: false,
        cell: ({ row }) => t(`transactions.type.${row.original.type}`),
      },
      {
        id: 'amount',
        accessorKey: 'amount',
        header: t('transactions.columns.amount'),
        enableSorting: true,
        cell: ({ row }) => (
          <Text fz="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="transaction-amount">
            {formatMoney(row.original.amount, locale)}
          </Text>
        ),
      },
      {
        id: 'fee',
        header: t('transactions.columns.fee'),
        enableSorting: false,
        cell: ({ row }) => (
          <Text fz="sm" ta="right" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(row.original.fee, locale)}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('transactions.columns.status'),
        enableSorting: false,
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
    ],
    [t, locale, localize, detailPath],
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
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="transactions-table">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const label = flexRender(header.column.columnDef.header, header.getContext());
                if (!header.column.getCanSort()) return <Table.Th key={header.id}>{label}</Table.Th>;
                const current = header.column.getIsSorted();
                const Icon =
                  current === 'asc' ? IconArrowUp : current === 'desc' ? IconArrowDown : IconArrowsSort;
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none'}
                  >
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
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} data-testid="transaction-row" data-reference={row.original.reference}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
