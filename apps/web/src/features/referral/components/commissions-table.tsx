import type { CommissionView } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';

const URL_OPTIONS = { sortable: ['date', 'payment', 'commission'], defaultSort: { id: 'date', desc: true } };

/** Each commission earned on one sponsored merchant: sorted and paged in the URL; exported. */
export function CommissionsTable({
  commissions,
  exportName,
}: {
  commissions: CommissionView[];
  exportName: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<CommissionView>[]>(
    () => [
      {
        id: 'date',
        accessorFn: (c) => c.date,
        header: t('referral.columns.date'),
        meta: { card: 'title', nowrap: true, export: (c) => formatDateTime(c.date, locale) },
        cell: ({ row }) => formatDateTime(row.original.date, locale),
      },
      {
        id: 'payment',
        accessorFn: (c) => c.collection_amount,
        header: t('referral.columns.payment'),
        meta: { align: 'right', nowrap: true, export: (c) => c.collection_amount },
        cell: ({ row }) => formatMoney(row.original.collection_amount, locale),
      },
      {
        id: 'fee',
        header: t('referral.columns.fee'),
        meta: { align: 'right', nowrap: true, export: (c) => c.fee },
        cell: ({ row }) => formatMoney(row.original.fee, locale),
      },
      {
        id: 'commission',
        accessorFn: (c) => c.amount,
        header: t('referral.columns.commission'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (c) => c.amount },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'reversed',
        header: t('referral.columns.reversed'),
        meta: { align: 'right', nowrap: true, export: (c) => c.reversed },
        cell: ({ row }) => (row.original.reversed ? formatMoney(row.original.reversed, locale) : '—'),
      },
    ],
    [t, locale],
  );
  const list = useUrlTable({ data: commissions, columns, getRowId: (c) => c._id, url: URL_OPTIONS });
  return <UrlDataList list={list} testId="commissions-table" toolbar={{ exportName }} />;
}
