import { Anchor, Badge, Text } from '@mantine/core';
import type { SourcePayment } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, networkCountry } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';

const STATUSES = ['SUCCESSFUL', 'PENDING', 'FAILED'] as const;
const COLORS = { PENDING: 'yellow', SUCCESSFUL: 'green', FAILED: 'red' } as const;
const URL_OPTIONS = {
  prefix: 'payments',
  sortable: ['date', 'amount'],
  defaultSort: { id: 'date', desc: true },
  filters: { status: STATUSES },
};
const FILTER_VALUES = { status: (p: SourcePayment) => p.status };
const searchText = (p: SourcePayment) => `${p.reference} ${p.phone_number} ${p.operator}`;

function useColumns(): ColumnDef<SourcePayment>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<SourcePayment>[]>(
    () => [
      {
        id: 'date',
        accessorFn: (p) => p.created_at,
        header: t('paymentLinks.payments.date'),
        meta: { nowrap: true, export: (p) => formatDateTime(p.created_at, locale) },
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'reference',
        header: t('paymentLinks.payments.reference'),
        meta: { card: 'title', export: (p) => p.reference },
        cell: ({ row }) => (
          <Anchor
            component={LocalizedLink}
            to={`/transactions/detail/${row.original.transaction_id}`}
            ff="monospace"
            fz="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.original.reference}
          </Anchor>
        ),
      },
      {
        id: 'phone',
        header: t('paymentLinks.payments.phone'),
        meta: { nowrap: true, export: (p) => formatPhone(p.phone_number, networkCountry(p.operator)) },
        cell: ({ row }) => formatPhone(row.original.phone_number, networkCountry(row.original.operator)),
      },
      {
        id: 'network',
        header: t('paymentLinks.payments.network'),
        meta: { nowrap: true, export: (p) => p.operator.toUpperCase() },
        cell: ({ row }) => <Text size="sm">{row.original.operator.toUpperCase()}</Text>,
      },
      {
        id: 'amount',
        accessorFn: (p) => p.amount,
        header: t('paymentLinks.payments.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (p) => p.amount },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'status',
        header: t('paymentLinks.payments.status'),
        meta: { card: 'status', nowrap: true, export: (p) => t(`paymentLinks.payments.${p.status}`) },
        cell: ({ row }) => (
          <Badge color={COLORS[row.original.status]} variant="light">
            {t(`paymentLinks.payments.${row.original.status}`)}
          </Badge>
        ),
      },
    ],
    [t, locale],
  );
}

/**
 * The payment attempts made through a link or a page, each opening its transaction: searched,
 * filtered by status, sorted and paged in the URL (`payments.` parameters); exported.
 */
export function SourcePaymentsTable({ payments }: { payments: SourcePayment[] }) {
  const { t } = useTranslation();
  const list = useUrlTable({
    data: payments,
    columns: useColumns(),
    getRowId: (p) => p.transaction_id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('paymentLinks.detail.noPayments')}
      </Text>
    );
  }
  return (
    <UrlDataList
      list={list}
      testId="source-payments"
      rowAttributes={(p) => ({ 'data-testid': 'source-payment-row', 'data-reference': p.reference })}
      toolbar={{
        searchPlaceholder: t('paymentLinks.payments.search'),
        filters: [
          {
            column: 'status',
            label: t('paymentLinks.payments.status'),
            options: STATUSES.map((s) => ({ value: s, label: t(`paymentLinks.payments.${s}`) })),
          },
        ],
        exportName: t('paymentLinks.payments.exportName'),
        testId: 'source-payments-toolbar',
      }}
    />
  );
}
