import { Anchor, Group } from '@mantine/core';
import type { AdminMerchantItem } from '@platform/contracts';
import { formatDate, formatMoney } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { StaffStatusBadge } from './staff-status-badge.tsx';

/**
 * The columns of `/admin/merchants` (a card each on a phone: the name, the status and the volume in
 * view), with what each gives to the CSV/XLSX export.
 */
export function useMerchantColumns(): ColumnDef<AdminMerchantItem>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return useMemo<ColumnDef<AdminMerchantItem>[]>(() => {
    const country = (m: AdminMerchantItem) =>
      t(`merchants.country.${m.country}`, { defaultValue: m.country });
    return [
      {
        id: 'name',
        header: t('merchants.list.name'),
        meta: { card: 'title', export: (m) => m.business_name },
        cell: ({ row }) => (
          <Anchor component={Link} to={localize(`/admin/merchants/view/${row.original._id}`)} fw={600}>
            {row.original.business_name}
          </Anchor>
        ),
      },
      {
        id: 'owner',
        header: t('merchants.list.owner'),
        meta: { export: (m) => m.owner_email ?? '' },
        cell: ({ row }) => (
          <span style={{ overflowWrap: 'anywhere' }}>{row.original.owner_email ?? '—'}</span>
        ),
      },
      {
        id: 'country',
        header: t('merchants.list.country'),
        meta: { export: country },
        cell: ({ row }) => country(row.original),
      },
      {
        id: 'status',
        header: t('merchants.list.status'),
        meta: {
          card: 'status',
          nowrap: true,
          export: (m) => t(`merchants.status.${m.status}`, { defaultValue: m.status }),
        },
        cell: ({ row }) => <StaffStatusBadge status={row.original.status} />,
      },
      {
        id: 'volume',
        header: t('merchants.list.volume'),
        meta: { card: 'amount', align: 'right', nowrap: true, export: (m) => m.volume },
        cell: ({ row }) => formatMoney(row.original.volume, locale),
      },
      {
        id: 'created',
        header: t('merchants.list.created'),
        meta: { nowrap: true, export: (m) => formatDate(m.created_at, locale) },
        cell: ({ row }) => formatDate(row.original.created_at, locale),
      },
      {
        id: 'pages',
        header: '',
        meta: { card: 'actions', nowrap: true, label: t('merchants.list.pages') },
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor size="sm" component={Link} to={localize(`/admin/merchants/solde/${row.original._id}`)}>
              {t('merchants.nav.balance')}
            </Anchor>
            <Anchor size="sm" component={Link} to={localize(`/admin/merchants/taxe/${row.original._id}`)}>
              {t('merchants.nav.fees')}
            </Anchor>
          </Group>
        ),
      },
    ];
  }, [t, locale, localize]);
}
