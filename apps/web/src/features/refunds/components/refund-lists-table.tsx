import type { RefundListItem } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { refundPaths } from '../lib/refund-paths.ts';

/** The refund lists: name, rows, total, progress and date (a card each on a phone). */
export function RefundListsTable({ lists }: { lists: RefundListItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<RefundListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('refunds.lists.name'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <LocalizedLink to={refundPaths.listDetail(row.original._id)}>{row.original.name}</LocalizedLink>
        ),
      },
      {
        id: 'count',
        header: t('refunds.lists.count'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.count,
      },
      {
        id: 'total',
        header: t('refunds.lists.total'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.total, locale),
      },
      {
        id: 'progress',
        header: t('refunds.lists.progress'),
        cell: ({ row }) =>
          t('refunds.lists.progressValue', {
            ok: row.original.successful,
            failed: row.original.failed,
            pending: row.original.pending,
          }),
      },
      {
        id: 'date',
        header: t('refunds.columns.date'),
        meta: { nowrap: true },
        cell: ({ row }) => formatPayoutDate(row.original.date),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: lists,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (l) => l._id,
  });
  return <DataTable table={table} testId="refund-lists-table" />;
}
