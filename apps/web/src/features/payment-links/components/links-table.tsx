import { ActionIcon, Anchor, Text, Tooltip } from '@mantine/core';
import type { PaymentLinkView } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import { IconPencil } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { linkPaths } from '../lib/link-paths.ts';
import { LinkStateBadge } from './link-state-badge.tsx';

/** Links (or quick links) with their statistics; the title opens the detail. */
export function LinksTable({ links, kind }: { links: PaymentLinkView[]; kind: PaymentLinkView['kind'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const columns = useMemo<ColumnDef<PaymentLinkView>[]>(() => {
    const paths = linkPaths(kind);
    const all: (ColumnDef<PaymentLinkView> | false)[] = [
      {
        id: 'title',
        header: t('paymentLinks.columns.title'),
        meta: { card: 'title' },
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
        cell: ({ row }) => row.original.customer?.name ?? '—',
      },
      {
        id: 'amount',
        header: t('paymentLinks.columns.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
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
        cell: ({ row }) =>
          t(row.original.reusable ? 'paymentLinks.usage.reusable' : 'paymentLinks.usage.single'),
      },
      {
        id: 'state',
        header: t('paymentLinks.columns.state'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <LinkStateBadge state={row.original.state} />,
      },
      {
        id: 'views',
        header: t('paymentLinks.columns.views'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.stats.views,
      },
      {
        id: 'payments',
        header: t('paymentLinks.columns.payments'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.stats.payments,
      },
      {
        id: 'collected',
        header: t('paymentLinks.columns.collected'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => (
          <Text fz="sm" fw={600}>
            {formatMoney(row.original.stats.amount_collected, locale)}
          </Text>
        ),
      },
      {
        id: 'created',
        header: t('paymentLinks.columns.created'),
        meta: { nowrap: true },
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
  const table = useReactTable({
    data: links,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
  });
  return (
    <DataTable table={table} testId="links-table" rowAttributes={() => ({ 'data-testid': 'link-row' })} />
  );
}
