import type { RefundListItem } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { formatPayoutDate } from '../../payouts/lib/payout-list-item.ts';
import { refundPaths } from '../lib/refund-paths.ts';

const URL_OPTIONS = {
  prefix: 'lists',
  sortable: ['name', 'count', 'total', 'date'],
  defaultSort: { id: 'date', desc: true },
};
const searchText = (l: RefundListItem) => l.name;

/**
 * The refund lists: name, rows, total, progress and date (a card each on a phone); searched,
 * sorted and paged in the URL (`lists.` parameters, beside the refunds' own), exported.
 */
export function RefundListsTable({ lists }: { lists: RefundListItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<RefundListItem>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (l) => l.name.toLocaleLowerCase(locale),
        header: t('refunds.lists.name'),
        meta: { card: 'title', export: (l) => l.name },
        cell: ({ row }) => (
          <LocalizedLink to={refundPaths.listDetail(row.original._id)}>{row.original.name}</LocalizedLink>
        ),
      },
      {
        id: 'count',
        accessorFn: (l) => l.count,
        header: t('refunds.lists.count'),
        meta: { align: 'right', export: (l) => l.count },
        cell: ({ row }) => row.original.count,
      },
      {
        id: 'total',
        accessorFn: (l) => l.total,
        header: t('refunds.lists.total'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (l) => l.total },
        cell: ({ row }) => formatMoney(row.original.total, locale),
      },
      {
        id: 'progress',
        header: t('refunds.lists.progress'),
        meta: {
          export: (l) =>
            t('refunds.lists.progressValue', { ok: l.successful, failed: l.failed, pending: l.pending }),
        },
        cell: ({ row }) =>
          t('refunds.lists.progressValue', {
            ok: row.original.successful,
            failed: row.original.failed,
            pending: row.original.pending,
          }),
      },
      {
        id: 'date',
        accessorFn: (l) => l.date,
        header: t('refunds.columns.date'),
        meta: { nowrap: true, export: (l) => formatPayoutDate(l.date) },
        cell: ({ row }) => formatPayoutDate(row.original.date),
      },
    ],
    [t, locale],
  );
  const list = useUrlTable({ data: lists, columns, getRowId: (l) => l._id, url: URL_OPTIONS, searchText });
  return (
    <UrlDataList
      list={list}
      testId="refund-lists-table"
      toolbar={{
        searchPlaceholder: t('refunds.lists.search'),
        exportName: t('refunds.lists.exportName'),
        testId: 'refund-lists-toolbar',
      }}
    />
  );
}
