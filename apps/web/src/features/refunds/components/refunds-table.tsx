import { Stack, Text } from '@mantine/core';
import type { RefundItem } from '@platform/contracts';
import { formatMoney, formatPhone } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { TablePager, TableToolbar } from '../../../shared/ui/table-controls.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { PayoutStatusBadge } from '../../payouts/components/payout-status-badge.tsx';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { refundPaths } from '../lib/refund-paths.ts';

const STATUSES = ['SUCCESSFUL', 'PENDING', 'FAILED'] as const;
const URL_OPTIONS = { sortable: ['amount', 'date'], filters: { status: STATUSES } };
const FILTER_VALUES = { status: (r: RefundItem) => r.status };
const searchText = (r: RefundItem) => `${r.transaction_reference} ${r.phoneNumber} ${r.reason ?? ''}`;

function useRefundColumns(): ColumnDef<RefundItem>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<RefundItem>[]>(
    () => [
      {
        id: 'transaction',
        header: t('refunds.columns.transaction'),
        meta: { card: 'title', export: (r) => r.transaction_reference },
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            <LocalizedLink to={refundPaths.detail(row.original._id)}>
              {row.original.transaction_reference}
            </LocalizedLink>
          </Text>
        ),
      },
      {
        id: 'number',
        header: t('refunds.columns.number'),
        meta: { nowrap: true, export: (r) => formatPhone(r.phoneNumber) },
        cell: ({ row }) => formatPhone(row.original.phoneNumber),
      },
      {
        id: 'amount',
        accessorFn: (r) => r.amount,
        header: t('refunds.columns.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (r) => r.amount },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'status',
        header: t('refunds.columns.status'),
        meta: {
          card: 'status',
          nowrap: true,
          export: (r) => t(`payouts.status.${r.status}`, { defaultValue: r.status }),
        },
        cell: ({ row }) => <PayoutStatusBadge status={row.original.status} />,
      },
      {
        id: 'date',
        accessorFn: (r) => r.date,
        header: t('refunds.columns.date'),
        meta: { nowrap: true, export: (r) => formatPayoutDate(r.date) },
        cell: ({ row }) => formatPayoutDate(row.original.date),
      },
    ],
    [t, locale],
  );
}

/** Refunds with the refunded transaction, amount, status and date (a card each on a phone). */
export function RefundsTable({ refunds }: { refunds: RefundItem[] }) {
  const { t } = useTranslation();
  const columns = useRefundColumns();
  const table = useReactTable({
    data: refunds,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r._id,
  });
  if (refunds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('refunds.list.empty')}
      </Text>
    );
  }
  return (
    <DataTable table={table} testId="refunds-table" rowAttributes={() => ({ 'data-testid': 'refund-row' })} />
  );
}

/** The shop's refunds: searched, filtered by status, sorted and paged in the URL; exported. */
export function RefundsList({ refunds, empty }: { refunds: RefundItem[]; empty?: React.ReactNode }) {
  const { t } = useTranslation();
  const columns = useRefundColumns();
  const list = useUrlTable({
    data: refunds,
    columns,
    getRowId: (r) => r._id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  if (refunds.length === 0 && empty) return empty;
  if (refunds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('refunds.list.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <TableToolbar
        list={list}
        searchPlaceholder={t('refunds.list.search')}
        filters={[
          {
            column: 'status',
            label: t('refunds.columns.status'),
            options: STATUSES.map((s) => ({ value: s, label: t(`payouts.status.${s}`) })),
          },
        ]}
        exportName={t('refunds.list.exportName')}
      />
      {list.table.getRowModel().rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('table.noMatch')}
        </Text>
      ) : (
        <DataTable
          table={list.table}
          testId="refunds-table"
          rowAttributes={() => ({ 'data-testid': 'refund-row' })}
        />
      )}
      <TablePager list={list} />
    </Stack>
  );
}
