import { Text } from '@mantine/core';
import type { AgentCustomerPayoutsResponse } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { StatusBadge } from '../../overview/components/status-badge.tsx';

type Payout = AgentCustomerPayoutsResponse['items'][number];

const STATUSES = ['SUCCESSFUL', 'PENDING', 'FAILED'] as const;
const URL_OPTIONS = {
  sortable: ['date', 'amount'],
  defaultSort: { id: 'date', desc: true },
  filters: { status: STATUSES },
};
const FILTER_VALUES = { status: (p: Payout) => p.status };
const searchText = (p: Payout) => `${p.reference} ${p.shop_name} ${p.network} ${p.phone_number}`;

function useColumns(): ColumnDef<Payout>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<Payout>[]>(
    () => [
      {
        id: 'date',
        accessorFn: (p) => p.date,
        header: t('commercialArea.payouts.date'),
        meta: { card: 'title', nowrap: true, export: (p) => formatDateTime(p.date, locale) },
        cell: ({ row }) => formatDateTime(row.original.date, locale),
      },
      {
        id: 'reference',
        header: t('commercialArea.payouts.reference'),
        meta: { export: (p) => p.reference },
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.original.reference}
          </Text>
        ),
      },
      {
        id: 'shop',
        header: t('commercialArea.payouts.shop'),
        meta: { export: (p) => p.shop_name },
        cell: ({ row }) => row.original.shop_name,
      },
      {
        id: 'network',
        header: t('commercialArea.payouts.network'),
        meta: {
          nowrap: true,
          export: (p) =>
            `${networkName(p.network)} ${formatPhone(p.phone_number, networkCountry(p.network))}`,
        },
        cell: ({ row }) => (
          <>
            <Text size="sm" tt="uppercase">
              {row.original.network}
            </Text>
            <Text size="xs" c="dimmed">
              {formatPhone(row.original.phone_number, networkCountry(row.original.network))}
            </Text>
          </>
        ),
      },
      {
        id: 'amount',
        accessorFn: (p) => p.amount,
        header: t('commercialArea.payouts.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (p) => p.amount },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'status',
        header: t('commercialArea.payouts.status'),
        meta: {
          card: 'status',
          nowrap: true,
          export: (p) => t(`overview.status.${STATUSES.find((s) => s === p.status) ?? 'FAILED'}`),
        },
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
    ],
    [t, locale],
  );
}

/** One merchant's payouts (read-only): searched, filtered by status, sorted and paged in the URL; exported. */
export function AgentPayoutsTable({ payouts, exportName }: { payouts: Payout[]; exportName: string }) {
  const { t } = useTranslation();
  const list = useUrlTable({
    data: payouts,
    columns: useColumns(),
    getRowId: (p) => p._id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  return (
    <UrlDataList
      list={list}
      testId="payouts-table"
      rowAttributes={() => ({ 'data-testid': 'payout-row' })}
      toolbar={{
        searchPlaceholder: t('commercialArea.payouts.search'),
        filters: [
          {
            column: 'status',
            label: t('commercialArea.payouts.status'),
            options: STATUSES.map((s) => ({ value: s, label: t(`overview.status.${s}`) })),
          },
        ],
        exportName,
      }}
    />
  );
}
