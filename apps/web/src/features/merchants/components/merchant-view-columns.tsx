import { Badge, Text } from '@mantine/core';
import type { AdminMerchantView } from '@platform/contracts';
import { formatDate, formatDateTime } from '@platform/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

type View = AdminMerchantView;
type Columns<T> = ColumnDef<T>[];

const wrap = { overflowWrap: 'anywhere' } as const;
type Header =
  | 'name'
  | 'mode'
  | 'status'
  | 'email'
  | 'profile'
  | 'kind'
  | 'file'
  | 'date'
  | 'prefix'
  | 'lastUsed'
  | 'url'
  | 'enabled'
  | 'event';

/** The short lists of `/admin/merchants/view/{id}`: shops, team, documents, keys, webhooks, activity. */
export function useMerchantViewColumns() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const col = (id: Header): string => t(`merchants.view.columns.${id}` as const);
    const yesNo = (on: boolean) => (
      <Badge color={on ? 'green' : 'gray'} variant="light">
        {t(on ? 'merchants.view.yes' : 'merchants.view.no')}
      </Badge>
    );
    const shops: Columns<View['shops'][number]> = [
      { id: 'name', header: col('name'), meta: { card: 'title' }, cell: ({ row }) => row.original.name },
      {
        id: 'mode',
        header: col('mode'),
        meta: { nowrap: true },
        cell: ({ row }) => t(row.original.mode === 1 ? 'merchants.mode.LIVE' : 'merchants.mode.SANDBOX'),
      },
      {
        id: 'status',
        header: col('status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => row.original.status,
      },
    ];
    const team: Columns<View['team'][number]> = [
      {
        id: 'name',
        header: col('name'),
        meta: { card: 'title' },
        cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}`,
      },
      {
        id: 'email',
        header: col('email'),
        cell: ({ row }) => <span style={wrap}>{row.original.email}</span>,
      },
      {
        id: 'profile',
        header: col('profile'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => row.original.profile ?? '—',
      },
    ];
    const documents: Columns<View['documents'][number]> = [
      { id: 'kind', header: col('kind'), meta: { card: 'title' }, cell: ({ row }) => row.original.kind },
      {
        id: 'file',
        header: col('file'),
        cell: ({ row }) => <span style={wrap}>{row.original.filename}</span>,
      },
      {
        id: 'date',
        header: col('date'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => formatDate(row.original.created_at, locale),
      },
    ];
    const keys: Columns<View['keys'][number]> = [
      {
        id: 'prefix',
        header: col('prefix'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <Text ff="monospace" size="sm" style={wrap}>
            {row.original.prefix}
          </Text>
        ),
      },
      {
        id: 'mode',
        header: col('mode'),
        meta: { nowrap: true },
        cell: ({ row }) => t(`merchants.mode.${row.original.mode}`),
      },
      {
        id: 'status',
        header: col('status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => row.original.status,
      },
      {
        id: 'lastUsed',
        header: col('lastUsed'),
        meta: { nowrap: true },
        cell: ({ row }) =>
          row.original.last_used_at ? formatDateTime(row.original.last_used_at, locale) : '—',
      },
    ];
    const webhooks: Columns<View['webhooks'][number]> = [
      {
        id: 'url',
        header: col('url'),
        meta: { card: 'title' },
        cell: ({ row }) => <span style={wrap}>{row.original.url}</span>,
      },
      {
        id: 'mode',
        header: col('mode'),
        meta: { nowrap: true },
        cell: ({ row }) => t(`merchants.mode.${row.original.mode}`),
      },
      {
        id: 'enabled',
        header: col('enabled'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => yesNo(row.original.enabled),
      },
    ];
    const activity: Columns<View['activity'][number]> = [
      {
        id: 'date',
        header: col('date'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.at, locale),
      },
      { id: 'event', header: col('event'), meta: { card: 'title' }, cell: ({ row }) => row.original.event },
    ];
    return { shops, team, documents, keys, webhooks, activity };
  }, [t, locale]);
}
