import { ActionIcon, Anchor, Stack, Text, Tooltip } from '@mantine/core';
import { LINK_STATES, type PaymentLinkView } from '@platform/contracts';
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
import { linkPaths } from '../lib/link-paths.ts';
import { LinkStateBadge } from './link-state-badge.tsx';

const URL_OPTIONS = {
  sortable: ['title', 'amount', 'views', 'payments', 'collected', 'created'],
  defaultSort: { id: 'created', desc: true },
  filters: { state: LINK_STATES },
};
const FILTER_VALUES = { state: (link: PaymentLinkView) => link.state };
const searchText = (link: PaymentLinkView) => [link.title, link.customer?.name ?? ''].join(' ');

/**
 * Links (or quick links) with their statistics; the title opens the detail. Sorted, searched,
 * filtered by state and paged in the URL; exported as CSV or XLSX.
 */
export function LinksTable({ links, kind }: { links: PaymentLinkView[]; kind: PaymentLinkView['kind'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const columns = useMemo<ColumnDef<PaymentLinkView>[]>(() => {
    const paths = linkPaths(kind);
    const all: (ColumnDef<PaymentLinkView> | false)[] = [
      {
        id: 'title',
        accessorFn: (link) => link.title.toLocaleLowerCase(locale),
        header: t('paymentLinks.columns.title'),
        meta: { card: 'title', export: (link) => link.title },
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={localize(paths.detail(row.original._id))}
            fw={600}
            data-testid="link-title"
          >
            {row.original.title}
          </Anchor>
        ),
      },
      kind === 'quicklink' && {
        id: 'customer',
        header: t('paymentLinks.columns.customer'),
        meta: { export: (link) => link.customer?.name ?? '' },
        cell: ({ row }) => row.original.customer?.name ?? '—',
      },
      {
        id: 'amount',
        // A free amount sorts before every fixed one.
        accessorFn: (link) => link.amount ?? -1,
        header: t('paymentLinks.columns.amount'),
        meta: {
          card: 'amount',
          align: 'right',
          nowrap: true,
          export: (link) => link.amount ?? t('paymentLinks.amount.free'),
        },
        cell: ({ row }) => (
          <Text fz="sm">
            {row.original.amount === null
              ? t('paymentLinks.amount.free')
              : formatMoney(row.original.amount, locale)}
          </Text>
        ),
      },
      kind === 'link' && {
        id: 'usage',
        header: t('paymentLinks.columns.usage'),
        meta: {
          export: (link) => t(link.reusable ? 'paymentLinks.usage.reusable' : 'paymentLinks.usage.single'),
        },
        cell: ({ row }) =>
          t(row.original.reusable ? 'paymentLinks.usage.reusable' : 'paymentLinks.usage.single'),
      },
      {
        id: 'state',
        header: t('paymentLinks.columns.state'),
        meta: { card: 'status', nowrap: true, export: (link) => t(`paymentLinks.state.${link.state}`) },
        cell: ({ row }) => <LinkStateBadge state={row.original.state} />,
      },
      {
        id: 'views',
        accessorFn: (link) => link.stats.views,
        header: t('paymentLinks.columns.views'),
        meta: { align: 'right', export: (link) => link.stats.views },
        cell: ({ row }) => row.original.stats.views,
      },
      {
        id: 'payments',
        accessorFn: (link) => link.stats.payments,
        header: t('paymentLinks.columns.payments'),
        meta: { align: 'right', export: (link) => link.stats.payments },
        cell: ({ row }) => row.original.stats.payments,
      },
      {
        id: 'collected',
        accessorFn: (link) => link.stats.amount_collected,
        header: t('paymentLinks.columns.collected'),
        meta: { align: 'right', nowrap: true, export: (link) => link.stats.amount_collected },
        cell: ({ row }) => (
          <Text fz="sm" fw={600}>
            {formatMoney(row.original.stats.amount_collected, locale)}
          </Text>
        ),
      },
      {
        id: 'created',
        accessorFn: (link) => link.created_at,
        header: t('paymentLinks.columns.created'),
        meta: { nowrap: true, export: (link) => formatDate(link.created_at, locale) },
        cell: ({ row }) => formatDate(row.original.created_at, locale),
      },
      {
        id: 'actions',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Tooltip label={t('paymentLinks.detail.edit')}>
            <ActionIcon
              component={Link}
              to={localize(paths.edit(row.original._id))}
              variant="subtle"
              aria-label={`${t('paymentLinks.detail.edit')} ${row.original.title}`}
              data-testid="link-row-edit"
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        ),
      },
    ];
    return all.filter((c): c is ColumnDef<PaymentLinkView> => c !== false);
  }, [t, locale, localize, kind]);
  const list = useUrlTable({
    data: links,
    columns,
    getRowId: (row) => row._id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  const texts = kind === 'quicklink' ? 'quick' : 'links';
  return (
    <Stack gap="sm">
      <TableToolbar
        list={list}
        searchPlaceholder={t('paymentLinks.table.search')}
        filters={[
          {
            column: 'state',
            label: t('paymentLinks.columns.state'),
            options: LINK_STATES.map((state) => ({ value: state, label: t(`paymentLinks.state.${state}`) })),
          },
        ]}
        exportName={t(`paymentLinks.table.export.${texts}`)}
      />
      {list.table.getRowModel().rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="links-no-match">
          {t('table.noMatch')}
        </Text>
      ) : (
        <DataTable
          table={list.table}
          testId="links-table"
          rowAttributes={() => ({ 'data-testid': 'link-row' })}
        />
      )}
      <TablePager list={list} />
    </Stack>
  );
}
