import { ActionIcon, Group, Pagination, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import type { PayoutListRowView } from '@platform/contracts';
import { formatMoney, formatPhone } from '@platform/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Reference } from '../../../shared/ui/reference.tsx';
import { usePayoutListRows } from '../api/payout-lists-queries.ts';
import { networkLabel } from '../lib/networks.ts';
import { rowProblems } from '../lib/row-errors.ts';
import { RowStatusBadge } from './status-badges.tsx';

export type RowFilter = 'all' | 'errors' | 'valid' | 'failed' | 'successful' | 'pending';
const PAGE_SIZE = 50;

type Props = {
  listId: string;
  /** Preview: filters all/errors/valid and fix/delete actions; results: status filters. */
  variant: 'preview' | 'results';
  live?: boolean;
  /**
   * Changes whenever the list's progress does: the rows are fetched again then, also after the
   * last change (issue 21: the rows stayed "EN ATTENTE" once the list was TERMINÉE).
   */
  version?: string;
  onEdit?: (row: PayoutListRowView) => void;
  onDelete?: (row: PayoutListRowView) => void;
};

/** The rows of a list, paged by the server, with their errors or their payout's outcome. */
export function RowsTable({ listId, variant, live = false, version, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);
  const rows = usePayoutListRows(listId, { filter, page, limit: PAGE_SIZE }, live);
  const { refetch } = rows;
  useEffect(() => {
    if (version !== undefined) void refetch();
  }, [version, refetch]);

  const columns = useMemo<ColumnDef<PayoutListRowView>[]>(() => {
    const list: ColumnDef<PayoutListRowView>[] = [
      { id: 'line', header: t('payoutLists.preview.line'), cell: ({ row }) => row.original.line },
      {
        id: 'phone',
        header: t('payoutLists.build.phone'),
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) =>
          row.original.phoneNumber ? formatPhone(row.original.phoneNumber) : row.original.phone_raw,
      },
      {
        id: 'network',
        header: t('payoutLists.build.network'),
        cell: ({ row }) => networkLabel(row.original.network) || row.original.network_raw,
      },
      {
        id: 'amount',
        header: t('payoutLists.build.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) =>
          row.original.amount === null ? row.original.amount_raw : formatMoney(row.original.amount, locale),
      },
      { id: 'motif', header: t('payoutLists.build.motif'), cell: ({ row }) => row.original.motif },
      {
        id: 'fee',
        header: t('payoutLists.preview.fee'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => (row.original.fee === null ? '' : formatMoney(row.original.fee, locale)),
      },
      {
        id: 'state',
        header: variant === 'preview' ? t('payoutLists.preview.problems') : t('payoutLists.lists.status'),
        meta: { card: 'status' },
        cell: ({ row }) => {
          const problems = rowProblems(row.original, t);
          return (
            <Stack gap={2}>
              {variant === 'results' && <RowStatusBadge status={row.original.status} />}
              {problems.length === 0 && variant === 'preview' ? (
                <Text size="sm" c="green">
                  {t('payoutLists.preview.ok')}
                </Text>
              ) : (
                problems.map((p) => (
                  <Text key={p} size="xs" c="red">
                    {p}
                  </Text>
                ))
              )}
            </Stack>
          );
        },
      },
    ];
    if (variant === 'results') {
      list.push({
        id: 'reference',
        header: t('payoutLists.run.reference'),
        cell: ({ row }) => (row.original.reference ? <Reference value={row.original.reference} /> : '—'),
      });
    }
    if (variant === 'preview' && onEdit && onDelete) {
      list.push({
        id: 'actions',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('payoutLists.preview.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={`${t('payoutLists.preview.edit')} ${row.original.line}`}
                onClick={() => onEdit(row.original)}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('payoutLists.preview.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('payoutLists.preview.delete')} ${row.original.line}`}
                onClick={() => onDelete(row.original)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      });
    }
    return list;
  }, [t, locale, variant, onEdit, onDelete]);

  const table = useReactTable({
    data: rows.data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => row._id,
  });

  const filters =
    variant === 'preview'
      ? [
          { value: 'all', label: t('payoutLists.preview.filterAll') },
          { value: 'errors', label: t('payoutLists.preview.filterErrors') },
          { value: 'valid', label: t('payoutLists.preview.filterValid') },
        ]
      : [
          { value: 'all', label: t('payoutLists.preview.filterAll') },
          { value: 'successful', label: t('payoutLists.run.filterSuccessful') },
          { value: 'failed', label: t('payoutLists.run.filterFailed') },
          { value: 'pending', label: t('payoutLists.run.filterPending') },
        ];
  const pages = Math.max(1, Math.ceil((rows.data?.pager.totalItems ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={filter}
        onChange={(value) => {
          setFilter(value as RowFilter);
          setPage(1);
        }}
        data={filters}
        w="fit-content"
      />
      <DataTable
        table={table}
        testId="rows-table"
        rowAttributes={(row) => ({ 'data-line': row.line, 'data-status': row.status })}
      />
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" />}
    </Stack>
  );
}
