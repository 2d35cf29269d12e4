import { formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Reference } from '../../../shared/ui/reference.tsx';
import type { RefundDraftItem } from '../lib/refund-draft.ts';

/** The refunds about to be sent: the collection, the customer's number, the amount (a card each on a phone). */
export function RefundSummaryTable({ items }: { items: RefundDraftItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<RefundDraftItem>[]>(
    () => [
      {
        id: 'transaction',
        header: t('refunds.columns.transaction'),
        meta: { card: 'title' },
        cell: ({ row }) => <Reference value={row.original.reference} />,
      },
      {
        id: 'number',
        header: t('refunds.columns.number'),
        meta: { nowrap: true },
        cell: ({ row }) => formatPhone(row.original.phoneNumber, networkCountry(row.original.reseau)),
      },
      {
        id: 'network',
        header: t('refunds.columns.network'),
        meta: { nowrap: true },
        cell: ({ row }) => networkName(row.original.reseau),
      },
      {
        id: 'amount',
        header: t('refunds.columns.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (i) => i.transaction,
  });
  return <DataTable table={table} testId="refund-summary" />;
}
