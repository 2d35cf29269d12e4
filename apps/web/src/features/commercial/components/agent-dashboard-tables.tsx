import { Anchor } from '@mantine/core';
import type { AgentDashboardResponse } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { ValidationBadge } from '../../referral/components/validation-badge.tsx';

type Network = AgentDashboardResponse['volume']['by_network'][number];
type Stuck = AgentDashboardResponse['stuck'][number];

/** The period's volume per network: the network, its payments and what they brought in. */
export function NetworkVolumeTable({ networks }: { networks: Network[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Network>[]>(
    () => [
      {
        id: 'network',
        header: t('commercialArea.payouts.network'),
        meta: { card: 'title' },
        cell: ({ row }) => row.original.network.toUpperCase(),
      },
      {
        id: 'count',
        header: t('commercialArea.dashboard.paymentsHeader'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => t('commercialArea.dashboard.payments', { count: row.original.count }),
      },
      {
        id: 'amount',
        header: t('commercialArea.payouts.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: networks,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (n) => n.network,
  });
  return <DataTable table={table} testId="network-volume" cardsBelow={360} />;
}

/** The merchants waiting for validation, with how many documents each still misses. */
export function StuckMerchantsTable({ merchants }: { merchants: Stuck[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Stuck>[]>(
    () => [
      {
        id: 'name',
        header: t('commercialArea.columns.name'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <Anchor component={LocalizedLink} to={`/commercial/customers/view/${row.original._id}`}>
            {row.original.business_name}
          </Anchor>
        ),
      },
      {
        id: 'status',
        header: t('commercialArea.columns.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <ValidationBadge status={row.original.status} />,
      },
      {
        id: 'signedUp',
        header: t('commercialArea.columns.signedUp'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDate(row.original.signed_up_at, locale),
      },
      {
        id: 'missing',
        header: t('commercialArea.dashboard.missingHeader'),
        cell: ({ row }) =>
          row.original.missing_documents.length
            ? t('commercialArea.dashboard.missing', { count: row.original.missing_documents.length })
            : '—',
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: merchants,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (m) => m._id,
  });
  return <DataTable table={table} testId="stuck-table" />;
}
