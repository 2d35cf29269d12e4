import { Anchor, Badge } from '@mantine/core';
import type { PaymentPageView } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { conversionRate } from '../lib/page-form.ts';

const URL_OPTIONS = {
  sortable: ['title', 'views', 'payments', 'conversion', 'collected'],
  defaultSort: { id: 'collected', desc: true },
  defaultSize: 10,
};
const stateOf = (page: PaymentPageView) => (page.enabled ? 'enabled' : 'disabled');

/**
 * The pages by what they collected (the best first): views, payments, conversion; sorted and paged
 * in the URL, exported. A card each on a phone.
 */
export function BoardTable({ pages }: { pages: PaymentPageView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<PaymentPageView>[]>(
    () => [
      {
        id: 'title',
        accessorFn: (page) => page.title.toLocaleLowerCase(locale),
        header: t('paymentPages.columns.title'),
        meta: { card: 'title', export: (page) => page.title },
        cell: ({ row }) => (
          <Anchor component={LocalizedLink} to={`/feexpage/detail/${encodeURIComponent(row.original._id)}`}>
            {row.original.title}
          </Anchor>
        ),
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
        id: 'conversion',
        accessorFn: (page) => conversionRate(page.stats.views, page.stats.payments),
        header: t('paymentPages.board.conversion'),
        meta: {
          align: 'right',
          nowrap: true,
          export: (page) => conversionRate(page.stats.views, page.stats.payments),
        },
        cell: ({ row }) => `${conversionRate(row.original.stats.views, row.original.stats.payments)} %`,
      },
      {
        id: 'collected',
        accessorFn: (page) => page.stats.amount_collected,
        header: t('paymentPages.columns.collected'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (page) => page.stats.amount_collected },
        cell: ({ row }) => formatMoney(row.original.stats.amount_collected, locale),
      },
    ],
    [t, locale],
  );
  const list = useUrlTable({ data: pages, columns, getRowId: (page) => page._id, url: URL_OPTIONS });
  return (
    <UrlDataList
      list={list}
      testId="board-top"
      rowAttributes={() => ({ 'data-testid': 'board-row' })}
      toolbar={{ exportName: t('paymentPages.board.exportName') }}
    />
  );
}
