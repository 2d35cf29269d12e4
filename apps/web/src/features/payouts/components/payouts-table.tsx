import { Anchor, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, formatPhone, OPERATORS, type OperatorCode } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { Reference } from '../../../shared/ui/reference.tsx';
import type { PayoutListEntry } from '../lib/payout-list-item.ts';
import { payoutMotif } from '../lib/payout-motif.ts';
import { PayoutStatusBadge } from './payout-status-badge.tsx';

const PAGE_SIZE = 20;

type Props = { list: PayoutListEntry[]; detailPath: (id: string) => string; showSource?: boolean };

/** The payouts of the list item mapping, filtered by status and text, paginated. */
export function PayoutsTable({ list, detailPath, showSource = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const filtered = useMemo(() => {
    const text = search.trim().toLowerCase();
    return list.filter(
      (p) =>
        (!status || p.status === status) &&
        (!text ||
          p.reference.toLowerCase().includes(text) ||
          p.number.includes(text) ||
          p.motif.toLowerCase().includes(text)),
    );
  }, [list, status, search]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const rows = filtered.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const columns = useMemo<ColumnDef<PayoutListEntry>[]>(
    () => [
      {
        id: 'reference',
        header: t('payouts.list.columns.reference'),
        meta: { card: 'title', nowrap: true },
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
        cell: ({ row }) => (
          <>
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(row.original.number)}
            </Text>
            <Text fz="xs" c="dimmed">
              {OPERATORS[row.original.solde as OperatorCode]?.displayName ?? row.original.solde}
            </Text>
          </>
        ),
      },
      {
        id: 'amount',
        header: t('payouts.list.columns.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => (
          <Text fz="sm" fw={600}>
            {formatMoney(row.original.amount_sent, locale)}
          </Text>
        ),
      },
      {
        id: 'motif',
        header: t('payouts.list.columns.motif'),
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
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <PayoutStatusBadge status={row.original.status} />,
      },
      {
        id: 'date',
        header: t('payouts.list.columns.date'),
        cell: ({ row }) => <Text fz="sm">{row.original.date}</Text>,
      },
    ],
    [t, locale, detailPath, showSource],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });

  return (
    <Stack gap="sm">
      <Group>
        <TextInput
          placeholder={t('payouts.list.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
        <Select
          placeholder={t('payouts.list.statusFilter')}
          clearable
          data={(['SUCCESSFUL', 'PENDING', 'FAILED'] as const).map((s) => ({
            value: s,
            label: t(`payouts.status.${s}`),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <DataTable
        table={table}
        testId="payouts-table"
        rowAttributes={(p) => ({ 'data-testid': 'payout-row', 'data-reference': p.reference })}
      />
      {filtered.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('payouts.list.empty')}
        </Text>
      ) : null}
      {pages > 1 ? <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} /> : null}
    </Stack>
  );
}
