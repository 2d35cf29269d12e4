import { Text } from '@mantine/core';
import type { MerchantBalancesResponse } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

type Shop = MerchantBalancesResponse['shops'][number];
export type Posting = MerchantBalancesResponse['postings'][number];

/**
 * The columns of `/admin/merchants/solde/{id}`: the balances per shop and mode, and the ledger
 * postings behind them (a card each on a phone, the amount in view).
 */
export function useBalanceColumns(shopName: (id: string) => string) {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const money = (id: string, header: string, value: (s: Shop) => number, card?: 'amount') =>
      ({
        id,
        header,
        meta: { align: 'right', nowrap: true, card },
        cell: ({ row }) => (
          <span data-testid={`balance-${id}`} data-amount={value(row.original)}>
            {formatMoney(value(row.original), locale)}
          </span>
        ),
      }) satisfies ColumnDef<Shop>;
    const balances: ColumnDef<Shop>[] = [
      {
        id: 'shop',
        header: t('merchants.balance.shop'),
        meta: { card: 'title' },
        cell: ({ row }) => row.original.name,
      },
      {
        id: 'mode',
        header: t('merchants.balance.mode'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => t(`merchants.mode.${row.original.mode}`),
      },
      money('available', t('merchants.balance.available'), (s) => s.available, 'amount'),
      money('pending', t('merchants.balance.pending'), (s) => s.pending),
      money('reserve', t('merchants.balance.reserve'), (s) => s.reserve),
    ];
    const postings: ColumnDef<Posting>[] = [
      {
        id: 'date',
        accessorFn: (p) => p.created_at,
        header: t('merchants.balance.date'),
        meta: { nowrap: true, export: (p) => formatDateTime(p.created_at, locale) },
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'shop',
        accessorFn: (p) => shopName(p.shop),
        header: t('merchants.balance.shop'),
        meta: { export: (p) => shopName(p.shop) },
        cell: ({ row }) => shopName(row.original.shop),
      },
      {
        id: 'kind',
        accessorFn: (p) => p.kind,
        header: t('merchants.balance.kind'),
        meta: { card: 'title', export: (p) => p.kind },
        cell: ({ row }) => row.original.kind,
      },
      {
        id: 'account',
        accessorFn: (p) => p.account,
        header: t('merchants.balance.account'),
        meta: { export: (p) => p.account },
        cell: ({ row }) => row.original.account,
      },
      {
        id: 'amount',
        accessorFn: (p) => p.amount,
        header: t('merchants.balance.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (p) => p.amount },
        cell: ({ row }) => (
          <Text size="sm" c={row.original.amount < 0 ? 'red' : 'green'} fw={600}>
            {formatMoney(row.original.amount, locale)}
          </Text>
        ),
      },
      {
        id: 'reference',
        header: t('merchants.balance.reference'),
        enableSorting: false,
        meta: { export: (p) => p.reference },
        cell: ({ row }) => (
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.original.reference}
          </Text>
        ),
      },
    ];
    return { balances, postings };
  }, [t, locale, shopName]);
}
