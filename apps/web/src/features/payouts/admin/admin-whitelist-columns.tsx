import { ActionIcon, Text } from '@mantine/core';
import type { WhitelistIpItem } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

/** The columns of `/admin/whitelistip` (a card each on a phone), with what each gives to the export. */
export function useWhitelistColumns(onRemove: (row: WhitelistIpItem) => void): ColumnDef<WhitelistIpItem>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo<ColumnDef<WhitelistIpItem>[]>(
    () => [
      {
        id: 'merchant',
        accessorFn: (row) => row.merchant.business_name.toLocaleLowerCase(locale),
        header: t('payoutsAdmin.columns.merchant'),
        meta: { card: 'title', export: (row) => row.merchant.business_name },
        cell: ({ row }) => row.original.merchant.business_name,
      },
      {
        id: 'shop',
        accessorFn: (row) => row.shop.name.toLocaleLowerCase(locale),
        header: t('payoutsAdmin.whitelist.shop'),
        meta: { export: (row) => row.shop.name },
        cell: ({ row }) => (
          <>
            {row.original.shop.name}
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {row.original.shop._id}
            </Text>
          </>
        ),
      },
      {
        id: 'ip',
        accessorFn: (row) => row.ip,
        header: t('payoutsAdmin.whitelist.ip'),
        // On a card the IP sits on the right of the merchant, always in view.
        meta: { card: 'status', export: (row) => row.ip },
        cell: ({ row }) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {row.original.ip}
          </Text>
        ),
      },
      {
        id: 'since',
        accessorFn: (row) => row.approved_at ?? '',
        header: t('payoutsAdmin.whitelist.since'),
        meta: {
          nowrap: true,
          export: (row) => (row.approved_at ? formatDateTime(row.approved_at, locale) : ''),
        },
        cell: ({ row }) =>
          row.original.approved_at ? formatDateTime(row.original.approved_at, locale) : '—',
      },
      {
        id: 'remove',
        header: '',
        enableSorting: false,
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('payoutsAdmin.whitelist.remove')}
            onClick={() => onRemove(row.original)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        ),
      },
    ],
    [t, locale, onRemove],
  );
}
