import { Anchor } from '@mantine/core';
import type { AgentCustomersResponse } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import {
  VALIDATION_STATUSES,
  ValidationBadge,
  validationStatus,
} from '../../referral/components/validation-badge.tsx';

type Customer = AgentCustomersResponse['items'][number];

const URL_OPTIONS = {
  sortable: ['name', 'signedUp', 'month', 'total', 'commission'],
  defaultSort: { id: 'signedUp', desc: true },
  filters: { status: VALIDATION_STATUSES },
};
const FILTER_VALUES = { status: (m: Customer) => m.status };
const searchText = (m: Customer) => `${m.business_name} ${m.country}`;

function useColumns(): ColumnDef<Customer>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<Customer>[]>(() => {
    const money = (
      id: string,
      header: string,
      value: (m: Customer) => number,
      card?: 'amount',
    ): ColumnDef<Customer> => ({
      id,
      accessorFn: value,
      header,
      meta: { card, align: 'right', nowrap: true, export: value },
      cell: ({ row }) => formatMoney(value(row.original), locale),
    });
    return [
      {
        id: 'name',
        accessorFn: (m) => m.business_name.toLocaleLowerCase(locale),
        header: t('commercialArea.columns.name'),
        meta: { card: 'title', export: (m) => m.business_name },
        cell: ({ row }) => (
          <Anchor component={LocalizedLink} to={`/commercial/customers/view/${row.original._id}`}>
            {row.original.business_name}
          </Anchor>
        ),
      },
      {
        id: 'country',
        header: t('commercialArea.columns.country'),
        meta: { export: (m) => m.country },
        cell: ({ row }) => row.original.country,
      },
      {
        id: 'status',
        header: t('commercialArea.columns.status'),
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
        header: t('commercialArea.columns.signedUp'),
        meta: { nowrap: true, export: (m) => formatDate(m.signed_up_at, locale) },
        cell: ({ row }) => formatDate(row.original.signed_up_at, locale),
      },
      money('month', t('commercialArea.columns.month'), (m) => m.volume_month),
      money('total', t('commercialArea.columns.total'), (m) => m.volume_total, 'amount'),
      money('commission', t('commercialArea.columns.commission'), (m) => m.commission_total),
    ];
  }, [t, locale]);
}

/** The agent's merchants: searched, filtered by validation status, sorted and paged in the URL; exported. */
export function AgentCustomersTable({ customers }: { customers: Customer[] }) {
  const { t } = useTranslation();
  const list = useUrlTable({
    data: customers,
    columns: useColumns(),
    getRowId: (m) => m._id,
    url: URL_OPTIONS,
    searchText,
    filterValue: FILTER_VALUES,
  });
  return (
    <UrlDataList
      list={list}
      testId="customers-table"
      rowAttributes={() => ({ 'data-testid': 'customer-row' })}
      toolbar={{
        searchPlaceholder: t('commercialArea.customers.search'),
        filters: [
          {
            column: 'status',
            label: t('commercialArea.columns.status'),
            options: VALIDATION_STATUSES.map((s) => ({ value: s, label: t(`referral.status.${s}`) })),
          },
        ],
        exportName: t('commercialArea.customers.exportName'),
      }}
    />
  );
}
