import { Badge } from '@mantine/core';
import type { CustomerView } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';

/** The week's new customers: name, phone, where they came from, what they paid (a card each on a phone). */
export function NewCustomersTable({ customers }: { customers: CustomerView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<CustomerView>[]>(
    () => [
      {
        id: 'customer',
        header: t('overview.news.customer'),
        meta: { card: 'title' },
        cell: ({ row }) =>
          [row.original.first_name, row.original.last_name].filter(Boolean).join(' ') ||
          t('overview.news.unnamed'),
      },
      {
        id: 'phone',
        header: t('overview.latest.phone'),
        meta: { nowrap: true },
        cell: ({ row }) => formatPhone(row.original.phoneNumber),
      },
      {
        id: 'source',
        header: t('overview.news.source'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <Badge variant="light">{t(`overview.news.sources.${row.original.source}`)}</Badge>,
      },
      {
        id: 'paid',
        header: t('overview.news.paid'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount_paid, locale),
      },
      {
        id: 'since',
        header: t('overview.news.since'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: customers,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (c) => c._id,
  });
  return <DataTable table={table} testId="new-customers" />;
}
