import { Anchor, Text } from '@mantine/core';
import type { CustomerView } from '@platform/contracts';
import { formatDate, formatMoney, formatPhone } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { customerName } from '../lib/customer-paths.ts';

type Props = {
  customers: CustomerView[];
  /** The detail page of a row (live), or null to open it with `onOpen` (sandbox). */
  detailOf: ((id: string) => string) | null;
  onOpen: (customer: CustomerView) => void;
};

/** One line per customer (a card on a phone): name, phone, e-mail, payments and what they paid. */
export function CustomersTable({ customers, detailOf, onOpen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<CustomerView>[]>(
    () => [
      {
        id: 'name',
        header: t('customers.fields.name'),
        meta: { card: 'title' },
        cell: ({ row }) => {
          const name = customerName(row.original) ?? t('customers.unnamed');
          return detailOf ? (
            <Anchor component={LocalizedLink} to={detailOf(row.original._id)}>
              {name}
            </Anchor>
          ) : (
            <Anchor component="button" type="button" onClick={() => onOpen(row.original)}>
              {name}
            </Anchor>
          );
        },
      },
      {
        id: 'phone',
        header: t('customers.fields.phone'),
        meta: { nowrap: true },
        cell: ({ row }) => formatPhone(row.original.phoneNumber),
      },
      {
        id: 'email',
        header: t('customers.fields.email'),
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.email ?? '—'}
          </Text>
        ),
      },
      {
        id: 'payments',
        header: t('customers.fields.payments'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.payments,
      },
      {
        id: 'amountPaid',
        header: t('customers.fields.amountPaid'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount_paid, locale),
      },
      {
        id: 'createdAt',
        header: t('customers.fields.createdAt'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDate(row.original.created_at, locale),
      },
    ],
    [t, locale, detailOf, onOpen],
  );
  const table = useReactTable({
    data: customers,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (c) => c._id,
  });
  return (
    <DataTable
      table={table}
      testId="customers-table"
      rowAttributes={() => ({ 'data-testid': 'customer-row' })}
    />
  );
}
