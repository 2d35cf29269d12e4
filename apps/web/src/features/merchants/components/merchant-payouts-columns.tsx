import { Text } from '@mantine/core';
import type { MerchantPayoutsResponse } from '@platform/contracts';
import { formatDateTime, formatMoney, formatPhone, networkCountry, networkName } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Reference } from '../../../shared/ui/reference.tsx';
import { StaffStatusBadge } from './staff-status-badge.tsx';

export type MerchantPayoutRow = MerchantPayoutsResponse['payouts'][number];

/**
 * The columns of a merchant's payouts in the back-office (`/admin/merchants/payout/{id}`): the
 * beneficiary as a card's title, the amount and status always in view, and the export's values.
 */
export function useMerchantPayoutColumns(): ColumnDef<MerchantPayoutRow>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<MerchantPayoutRow>[]>(() => {
    const source = (p: MerchantPayoutRow) => t(`payouts.list.source.${p.source}`, { defaultValue: p.source });
    return [
      {
        id: 'beneficiary',
        accessorFn: (p) => p.phoneNumber,
        header: t('merchants.payout.phone'),
        meta: {
          card: 'title',
          export: (p) => `${formatPhone(p.phoneNumber, networkCountry(p.reseau))} · ${networkName(p.reseau)}`,
        },
        cell: ({ row }) => (
          <>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(row.original.phoneNumber, networkCountry(row.original.reseau))}
            </Text>
            <Text size="xs" c="dimmed">
              {networkName(row.original.reseau)}
            </Text>
          </>
        ),
      },
      {
        id: 'date',
        accessorFn: (p) => p.date,
        header: t('merchants.payout.date'),
        meta: { nowrap: true, export: (p) => formatDateTime(p.date, locale) },
        cell: ({ row }) => formatDateTime(row.original.date, locale),
      },
      {
        id: 'reference',
        accessorFn: (p) => p.reference,
        header: t('merchants.payout.reference'),
        enableSorting: false,
        meta: { priority: 1, export: (p) => p.reference },
        cell: ({ row }) => <Reference value={row.original.reference} />,
      },
      {
        id: 'mode',
        accessorFn: (p) => p.mode,
        header: t('merchants.payout.mode'),
        meta: { priority: 2, export: (p) => t(`merchants.mode.${p.mode}`) },
        cell: ({ row }) => t(`merchants.mode.${row.original.mode}`),
      },
      {
        id: 'source',
        accessorFn: (p) => source(p),
        header: t('merchants.payout.source'),
        meta: { priority: 3, export: source },
        cell: ({ row }) => source(row.original),
      },
      {
        id: 'amount',
        accessorFn: (p) => p.amount,
        header: t('merchants.payout.amount'),
        meta: { align: 'right', nowrap: true, card: 'amount', export: (p) => formatMoney(p.amount, locale) },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'status',
        accessorFn: (p) => p.status,
        header: t('merchants.payout.status'),
        meta: {
          card: 'status',
          nowrap: true,
          export: (p) => t(`merchants.status.${p.status}`, { defaultValue: p.status }),
        },
        cell: ({ row }) => <StaffStatusBadge status={row.original.status} />,
      },
    ];
  }, [t, locale]);
}
