import { ActionIcon, Anchor, Badge, Text, Tooltip } from '@mantine/core';
import type { PaymentPageView } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import { IconPencil } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';

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
        meta: { card: 'title' },
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
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <Badge color={row.original.enabled ? 'green' : 'gray'} variant="light">
            {t(row.original.enabled ? 'paymentPages.state.enabled' : 'paymentPages.state.disabled')}
          </Badge>
        ),
      },
      {
        id: 'views',
        header: t('paymentPages.columns.views'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.stats.views,
      },
      {
        id: 'payments',
        header: t('paymentPages.columns.payments'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.stats.payments,
      },
      {
        id: 'collected',
        header: t('paymentPages.columns.collected'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => (
          <Text fz="sm" fw={600}>
            {formatMoney(row.original.stats.amount_collected, locale)}
          </Text>
        ),
      },
      {
        id: 'created',
        header: t('paymentPages.columns.created'),
        meta: { nowrap: true },
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
    <DataTable table={table} testId="pages-table" rowAttributes={() => ({ 'data-testid': 'page-row' })} />
  );
}
