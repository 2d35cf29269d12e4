import { ActionIcon, Anchor, Badge, Table, Text, Tooltip } from '@mantine/core';
import type { PaymentPageView } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import { IconPencil } from '@tabler/icons-react';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The shop's pages with their statistics; the title opens the detail. */
export function PagesTable({ pages }: { pages: PaymentPageView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const columns = useMemo<ColumnDef<PaymentPageView>[]>(
    () => [
      {
        id: 'title',
        header: t('paymentPages.columns.title'),
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={localize(`/feexpage/detail/${encodeURIComponent(row.original._id)}`)}
            fw={600}
            data-testid="page-title-link"
          >
            {row.original.title}
          </Anchor>
        ),
      },
      {
        id: 'offer',
        header: t('paymentPages.columns.offer'),
        cell: ({ row }) => t(`paymentPages.amountType.${row.original.amount_type}`),
      },
      {
        id: 'state',
        header: t('paymentPages.columns.state'),
        cell: ({ row }) => (
          <Badge color={row.original.enabled ? 'green' : 'gray'} variant="light">
            {t(row.original.enabled ? 'paymentPages.state.enabled' : 'paymentPages.state.disabled')}
          </Badge>
        ),
      },
      { id: 'views', header: t('paymentPages.columns.views'), cell: ({ row }) => row.original.stats.views },
      {
        id: 'payments',
        header: t('paymentPages.columns.payments'),
        cell: ({ row }) => row.original.stats.payments,
      },
      {
        id: 'collected',
        header: t('paymentPages.columns.collected'),
        cell: ({ row }) => (
          <Text fz="sm" fw={600} style={NOWRAP}>
            {formatMoney(row.original.stats.amount_collected, locale)}
          </Text>
        ),
      },
      {
        id: 'created',
        header: t('paymentPages.columns.created'),
        cell: ({ row }) => formatDate(row.original.created_at, locale),
      },
      {
        id: 'actions',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Tooltip label={t('paymentPages.detail.edit')}>
            <ActionIcon
              component={Link}
              to={localize(`/feexpage/edit/${encodeURIComponent(row.original._id)}`)}
              variant="subtle"
              aria-label={`${t('paymentPages.detail.edit')} ${row.original.title}`}
              data-testid="page-row-edit"
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        ),
      },
    ],
    [t, locale, localize],
  );
  const table = useReactTable({
    data: pages,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r._id,
  });
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="pages-table">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} style={NOWRAP}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
