import { Text } from '@mantine/core';
import type { PayoutApiRequestItem } from '@platform/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { formatPayoutDate } from '../lib/payout-list-item.ts';
import { PayoutStatusBadge } from './payout-status-badge.tsx';

const STATUSES = ['PENDING', 'APPROVED', 'REFUSED', 'REVOKED'] as const;
const URL_OPTIONS = {
  sortable: ['date'],
  defaultSort: { id: 'date', desc: true },
  filters: { status: STATUSES },
};
const FILTER_VALUES = { status: (r: PayoutApiRequestItem) => r.status };
const shopOf = (r: PayoutApiRequestItem) => r.shop_name ?? r.shop;

/** The payout-API access requests: filtered by status, sorted and paged in the URL; exported. */
export function PayoutApiRequestsTable({
  requests,
  viewPath,
}: {
  requests: PayoutApiRequestItem[];
  viewPath: (id: string) => string;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<PayoutApiRequestItem>[]>(
    () => [
      {
        id: 'date',
        accessorFn: (r) => r.date,
        header: t('payouts.list.columns.date'),
        meta: { nowrap: true, export: (r) => formatPayoutDate(r.date) },
        cell: ({ row }) => formatPayoutDate(row.original.date),
      },
      {
        id: 'shop',
        header: t('payouts.api.shop'),
        meta: { card: 'title', export: shopOf },
        cell: ({ row }) => shopOf(row.original),
      },
      {
        id: 'ips',
        header: t('payouts.api.ips'),
        meta: { export: (r) => r.ips.join(', ') },
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.original.ips.join(', ')}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('payouts.list.columns.status'),
        meta: { card: 'status', nowrap: true, export: (r) => t(`payouts.status.${r.status}`) },
        cell: ({ row }) => <PayoutStatusBadge status={row.original.status} />,
      },
      {
        id: 'view',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <LocalizedLink to={viewPath(row.original._id)}>{t('payouts.api.view')}</LocalizedLink>
        ),
      },
    ],
    [t, viewPath],
  );
  const list = useUrlTable({
    data: requests,
    columns,
    getRowId: (r) => r._id,
    url: URL_OPTIONS,
    filterValue: FILTER_VALUES,
  });
  return (
    <UrlDataList
      list={list}
      testId="payout-api-requests"
      rowAttributes={() => ({ 'data-testid': 'payout-api-request-row' })}
      toolbar={{
        filters: [
          {
            column: 'status',
            label: t('payouts.list.columns.status'),
            options: STATUSES.map((s) => ({ value: s, label: t(`payouts.status.${s}`) })),
          },
        ],
        exportName: t('payouts.api.exportName'),
      }}
    />
  );
}
