import { Anchor } from '@mantine/core';
import type { AdminCardRequestItem } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { AgeText } from '../../merchants/components/age-text.tsx';
import { StaffStatusBadge } from '../../merchants/components/staff-status-badge.tsx';

/**
 * The columns of `/admin/card-payment-request`: the merchant (a link to the request) as a card's
 * title, the expected volume and the status always in view, and what each gives to the export.
 */
export function useCardRequestColumns(): ColumnDef<AdminCardRequestItem>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return useMemo<ColumnDef<AdminCardRequestItem>[]>(
    () => [
      {
        id: 'merchant',
        accessorFn: (r) => r.merchant.business_name.toLocaleLowerCase(locale),
        header: t('cardRequestsAdmin.columns.merchant'),
        meta: { card: 'title', export: (r) => r.merchant.business_name },
        cell: ({ row }) => (
          <Anchor component={Link} to={localize(`/admin/card-payment-request/${row.original._id}`)}>
            {row.original.merchant.business_name}
          </Anchor>
        ),
      },
      {
        id: 'date',
        accessorFn: (r) => r.created_at,
        header: t('cardRequestsAdmin.columns.date'),
        meta: { nowrap: true, export: (r) => formatDateTime(r.created_at, locale) },
        cell: ({ row }) => (
          <>
            {formatDateTime(row.original.created_at, locale)}
            <AgeText since={row.original.created_at} />
          </>
        ),
      },
      {
        id: 'activity',
        accessorFn: (r) => r.activity.toLocaleLowerCase(locale),
        header: t('cardRequestsAdmin.columns.activity'),
        meta: { priority: 1, export: (r) => r.activity },
        cell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.original.activity}</span>,
      },
      {
        id: 'volume',
        accessorFn: (r) => r.monthly_volume,
        header: t('cardRequestsAdmin.columns.volume'),
        meta: {
          align: 'right',
          nowrap: true,
          card: 'amount',
          export: (r) => formatMoney(r.monthly_volume, locale),
        },
        cell: ({ row }) => formatMoney(row.original.monthly_volume, locale),
      },
      {
        id: 'status',
        accessorFn: (r) => r.status,
        header: t('cardRequestsAdmin.columns.status'),
        meta: { card: 'status', nowrap: true, export: (r) => t(`merchants.status.${r.status}`) },
        cell: ({ row }) => <StaffStatusBadge status={row.original.status} />,
      },
    ],
    [t, locale, localize],
  );
}
