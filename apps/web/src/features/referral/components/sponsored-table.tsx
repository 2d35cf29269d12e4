import { Anchor, Text } from '@mantine/core';
import type { SponsoredMerchantView } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { VALIDATION_STATUSES, ValidationBadge, validationStatus } from './validation-badge.tsx';

const URL_OPTIONS = {
  sortable: ['name', 'signedUp', 'volume', 'month', 'total'],
  defaultSort: { id: 'signedUp', desc: true },
  filters: { status: VALIDATION_STATUSES },
};
const FILTER_VALUES = { status: (m: SponsoredMerchantView) => validationStatus(m.status) };
const searchText = (m: SponsoredMerchantView) => `${m.business_name} ${m.country}`;

function useColumns(): ColumnDef<SponsoredMerchantView>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<SponsoredMerchantView>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (m) => m.business_name.toLocaleLowerCase(locale),
        header: t('referral.columns.name'),
        meta: { card: 'title', export: (m) => m.business_name },
        cell: ({ row }) => (
          <Anchor component={LocalizedLink} to={`/referral/view/${row.original._id}`}>
            {row.original.business_name}
          </Anchor>
        ),
      },
      {
        id: 'status',
        header: t('referral.columns.status'),
        meta: {
          card: 'status',
          nowrap: true,
          export: (m) => t(`referral.status.${validationStatus(m.status)}`),
        },
        cell: ({ row }) => <ValidationBadge status={row.original.status} />,
      },
      {
        id: 'signedUp',
        accessorFn: (m) => m.signed_up_at,
        header: t('referral.columns.signedUp'),
        meta: { nowrap: true, export: (m) => formatDate(m.signed_up_at, locale) },
        cell: ({ row }) => formatDate(row.original.signed_up_at, locale),
      },
      {
        id: 'volume',
        accessorFn: (m) => m.volume,
        header: t('referral.columns.volume'),
        meta: { align: 'right', nowrap: true, export: (m) => m.volume },
        cell: ({ row }) => formatMoney(row.original.volume, locale),
      },
      {
        id: 'month',
        accessorFn: (m) => m.commission_month,
        header: t('referral.columns.month'),
        meta: { align: 'right', nowrap: true, export: (m) => m.commission_month },
        cell: ({ row }) => formatMoney(row.original.commission_month, locale),
      },
      {
        id: 'total',
        accessorFn: (m) => m.commission_total,
        header: t('referral.columns.total'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (m) => m.commission_total },
        cell: ({ row }) => (
          <Text span inherit data-testid="row-commission-total">
            {formatMoney(row.original.commission_total, locale)}
          </Text>
        ),
      },
    ],
    [t, locale],
  );
}

/** The merchants sponsored: searched, filtered by validation status, sorted and paged in the URL; exported. */
export function SponsoredTable({ merchants }: { merchants: SponsoredMerchantView[] }) {
  const { t } = useTranslation();
  const list = useUrlTable({
    data: merchants,
    columns: useColumns(),
    getRowId: (m) => m._id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  return (
    <UrlDataList
      list={list}
      testId="sponsored-table"
      rowAttributes={() => ({ 'data-testid': 'sponsored-row' })}
      toolbar={{
        searchPlaceholder: t('referral.board.search'),
        filters: [
          {
            column: 'status',
            label: t('referral.columns.status'),
            options: VALIDATION_STATUSES.map((s) => ({ value: s, label: t(`referral.status.${s}`) })),
          },
        ],
        exportName: t('referral.board.exportName'),
      }}
    />
  );
}
