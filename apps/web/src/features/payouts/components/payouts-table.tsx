import { Anchor, Stack, Text } from '@mantine/core';
import { formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { Reference } from '../../../shared/ui/reference.tsx';
import { TablePager, TableToolbar } from '../../../shared/ui/table-controls.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import type { PayoutListEntry } from '../lib/payout-list-item.ts';
import { payoutMotif } from '../lib/payout-motif.ts';
import { PayoutStatusBadge } from './payout-status-badge.tsx';

const STATUSES = ['SUCCESSFUL', 'PENDING', 'FAILED'] as const;
const URL_OPTIONS = { sortable: ['amount', 'date'], filters: { status: STATUSES } };
const FILTER_VALUES = { status: (p: PayoutListEntry) => p.status };
const searchText = (p: PayoutListEntry) => `${p.reference} ${p.number} ${p.motif}`;
/** `21/11/2026 08:05:09` as `20261121080509`, which sorts in time order. */
const dateKey = (date: string) => date.replace(/^(\d{2})\/(\d{2})\/(\d{4})/, '$3$2$1').replace(/\D/g, '');

type Props = { list: PayoutListEntry[]; detailPath: (id: string) => string; showSource?: boolean };

/** The payouts of the list item mapping: searched, filtered by status, sorted and paged in the URL; exported. */
export function PayoutsTable({ list, detailPath, showSource = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<PayoutListEntry>[]>(
    () => [
      {
        id: 'reference',
        header: t('payouts.list.columns.reference'),
        meta: { card: 'title', nowrap: true, export: (p) => p.reference },
        cell: ({ row }) => (
          <Reference
            value={row.original.reference}
            render={(short) => (
              <Anchor component={LocalizedLink} to={detailPath(row.original.id)} ff="monospace" fz="sm">
                {short}
              </Anchor>
            )}
          />
        ),
      },
      {
        id: 'number',
        header: t('payouts.list.columns.number'),
        meta: {
          priority: 2,
          export: (p) => `${formatPhone(p.number, networkCountry(p.solde))} · ${networkName(p.solde)}`,
        },
        cell: ({ row }) => (
          <>
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(row.original.number, networkCountry(row.original.solde))}
            </Text>
            <Text fz="xs" c="dimmed">
              {networkName(row.original.solde)}
            </Text>
          </>
        ),
      },
      {
        id: 'amount',
        accessorFn: (p) => p.amount_sent,
        header: t('payouts.list.columns.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (p) => p.amount_sent },
        cell: ({ row }) => (
          <Text fz="sm" fw={600}>
            {formatMoney(row.original.amount_sent, locale)}
          </Text>
        ),
      },
      {
        id: 'motif',
        header: t('payouts.list.columns.motif'),
        meta: { priority: 1, export: (p) => payoutMotif(p, t) },
        cell: ({ row }) => (
          <>
            <Text fz="sm">{payoutMotif(row.original, t)}</Text>
            {showSource ? (
              <Text fz="xs" c="dimmed">
                {t(`payouts.list.source.${row.original.source}`, { defaultValue: row.original.source })}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        id: 'status',
        header: t('payouts.list.columns.status'),
        meta: { card: 'status', nowrap: true, export: (p) => t(`payouts.status.${p.status as 'FAILED'}`) },
        cell: ({ row }) => <PayoutStatusBadge status={row.original.status} />,
      },
      {
        id: 'date',
        accessorFn: (p) => dateKey(p.date),
        header: t('payouts.list.columns.date'),
        meta: { nowrap: true, export: (p) => p.date },
        cell: ({ row }) => <Text fz="sm">{row.original.date}</Text>,
      },
    ],
    [t, locale, detailPath, showSource],
  );
  const table = useUrlTable({
    data: list,
    columns,
    getRowId: (row) => row.id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });

  return (
    <Stack gap="sm">
      <TableToolbar
        list={table}
        searchPlaceholder={t('payouts.list.search')}
        filters={[
          {
            column: 'status',
            label: t('payouts.list.statusFilter'),
            options: STATUSES.map((s) => ({ value: s, label: t(`payouts.status.${s}`) })),
          },
        ]}
        exportName={t('payouts.list.exportName')}
      />
      {table.table.getRowModel().rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('payouts.list.empty')}
        </Text>
      ) : (
        <DataTable
          table={table.table}
          testId="payouts-table"
          rowAttributes={(p) => ({ 'data-testid': 'payout-row', 'data-reference': p.reference })}
        />
      )}
      <TablePager list={table} />
    </Stack>
  );
}
