import { ActionIcon, Anchor, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { PAGE_AMOUNT_TYPES, type PaymentPageView } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import { IconPencil } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { TablePager, TableToolbar } from '../../../shared/ui/table-controls.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';

const PAGE_STATES = ['enabled', 'disabled'] as const;
const URL_OPTIONS = {
  sortable: ['title', 'views', 'payments', 'collected', 'created'],
  defaultSort: { id: 'created', desc: true },
  filters: { state: PAGE_STATES, offer: PAGE_AMOUNT_TYPES },
};
const stateOf = (page: PaymentPageView) => (page.enabled ? 'enabled' : 'disabled');
const FILTER_VALUES = { state: stateOf, offer: (page: PaymentPageView) => page.amount_type };
const searchText = (page: PaymentPageView) => page.title;

/**
 * The shop's pages with their statistics; the title opens the detail. Sorted, searched, filtered
 * by state and offer and paged in the URL; exported as CSV or XLSX.
 */
export function PagesTable({ pages }: { pages: PaymentPageView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const columns = useMemo<ColumnDef<PaymentPageView>[]>(
    () => [
      {
        id: 'title',
        accessorFn: (page) => page.title.toLocaleLowerCase(locale),
        header: t('paymentPages.columns.title'),
        meta: { card: 'title', export: (page) => page.title },
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
        meta: { export: (page) => t(`paymentPages.amountType.${page.amount_type}`) },
        cell: ({ row }) => t(`paymentPages.amountType.${row.original.amount_type}`),
      },
      {
        id: 'state',
        header: t('paymentPages.columns.state'),
        meta: { card: 'status', nowrap: true, export: (page) => t(`paymentPages.state.${stateOf(page)}`) },
        cell: ({ row }) => (
          <Badge color={row.original.enabled ? 'green' : 'gray'} variant="light">
            {t(`paymentPages.state.${stateOf(row.original)}`)}
          </Badge>
        ),
      },
      {
        id: 'views',
        accessorFn: (page) => page.stats.views,
        header: t('paymentPages.columns.views'),
        meta: { align: 'right', export: (page) => page.stats.views },
        cell: ({ row }) => row.original.stats.views,
      },
      {
        id: 'payments',
        accessorFn: (page) => page.stats.payments,
        header: t('paymentPages.columns.payments'),
        meta: { align: 'right', export: (page) => page.stats.payments },
        cell: ({ row }) => row.original.stats.payments,
      },
      {
        id: 'collected',
        accessorFn: (page) => page.stats.amount_collected,
        header: t('paymentPages.columns.collected'),
        meta: {
          card: 'amount',
          align: 'right',
          nowrap: true,
          export: (page) => page.stats.amount_collected,
        },
        cell: ({ row }) => (
          <Text fz="sm" fw={600}>
            {formatMoney(row.original.stats.amount_collected, locale)}
          </Text>
        ),
      },
      {
        id: 'created',
        accessorFn: (page) => page.created_at,
        header: t('paymentPages.columns.created'),
        meta: { nowrap: true, export: (page) => formatDate(page.created_at, locale) },
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
  const list = useUrlTable({
    data: pages,
    columns,
    getRowId: (row) => row._id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  return (
    <Stack gap="sm">
      <TableToolbar
        list={list}
        searchPlaceholder={t('paymentPages.table.search')}
        filters={[
          {
            column: 'state',
            label: t('paymentPages.columns.state'),
            options: PAGE_STATES.map((state) => ({ value: state, label: t(`paymentPages.state.${state}`) })),
          },
          {
            column: 'offer',
            label: t('paymentPages.columns.offer'),
            options: PAGE_AMOUNT_TYPES.map((type) => ({
              value: type,
              label: t(`paymentPages.amountType.${type}`),
            })),
          },
        ]}
        exportName={t('paymentPages.table.export')}
      />
      {list.table.getRowModel().rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="pages-no-match">
          {t('table.noMatch')}
        </Text>
      ) : (
        <DataTable
          table={list.table}
          testId="pages-table"
          rowAttributes={() => ({ 'data-testid': 'page-row' })}
        />
      )}
      <TablePager list={list} />
    </Stack>
  );
}
