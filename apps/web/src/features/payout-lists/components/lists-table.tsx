import { Anchor, Button, Group, Pagination, Text } from '@mantine/core';
import type { PayoutListItem } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { ListStatusBadge } from './status-badges.tsx';

type Props = {
  lists: PayoutListItem[];
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Where a list opens (its preview while a draft, its progress and results once confirmed). */
  openPath: (list: PayoutListItem) => string;
  /** Extra actions per list (payouts of the list, reuse). */
  actions?: (list: PayoutListItem) => React.ReactNode;
  /** What an empty list shows (a plain sentence by default). */
  empty?: React.ReactNode;
};

/** The saved lists of a shop, newest first. */
export function ListsTable({ lists, page, pages, onPage, openPath, actions, empty }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<PayoutListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('payoutLists.lists.name'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <>
            <Anchor component={LocalizedLink} to={openPath(row.original)} fz="sm">
              {row.original.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`payoutLists.origin.${row.original.origin}`)}
            </Text>
          </>
        ),
      },
      {
        id: 'rows',
        header: t('payoutLists.lists.rows'),
        cell: ({ row }) => row.original.rows,
      },
      {
        id: 'total',
        header: t('payoutLists.lists.total'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.total, locale),
      },
      {
        id: 'status',
        header: t('payoutLists.lists.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <ListStatusBadge status={row.original.status} />,
      },
      {
        id: 'results',
        header: t('payoutLists.lists.results'),
        meta: { nowrap: true },
        cell: ({ row }) => `${row.original.successful} / ${row.original.failed}`,
      },
      {
        id: 'date',
        header: t('payoutLists.lists.date'),
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'actions',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button size="xs" variant="light" component={LocalizedLink} to={openPath(row.original)}>
              {t('payoutLists.lists.open')}
            </Button>
            {actions?.(row.original)}
          </Group>
        ),
      },
    ],
    [t, locale, openPath, actions],
  );
  const table = useReactTable({
    data: lists,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
  });
  if (lists.length === 0) return empty ?? <Text c="dimmed">{t('payoutLists.lists.empty')}</Text>;
  return (
    <>
      <DataTable table={table} testId="lists-table" rowAttributes={(list) => ({ 'data-list': list._id })} />
      {pages > 1 && <Pagination value={page} onChange={onPage} total={pages} size="sm" />}
    </>
  );
}
