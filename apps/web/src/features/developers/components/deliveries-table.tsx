import { Button, Text } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { IconRefresh } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { shortReference } from '../../../shared/lib/short-reference.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import type { Delivery } from '../api/developers-types.ts';
import { DeliveryStateBadge, StatusCode } from './status-badges.tsx';

type Props = {
  deliveries: Delivery[];
  resending: string | null;
  onOpen: (id: string) => void;
  onResend: (id: string) => void;
};

/**
 * The delivery log: one row per delivery, opened in the drawer with a click. Six columns that fit
 * beside the sidebar at 1024 px, the "Renvoyer" button included (it was cut at 1366 px).
 */
export function DeliveriesTable({ deliveries, resending, onOpen, onResend }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Delivery>[]>(
    () => [
      {
        id: 'event',
        header: t('developers.deliveries.columns.event'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <>
            <Text size="sm" fw={600}>
              {row.original.event}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" title={row.original.reference}>
              {shortReference(row.original.reference)}
            </Text>
          </>
        ),
      },
      {
        id: 'time',
        header: t('developers.deliveries.columns.time'),
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'state',
        header: t('developers.deliveries.columns.state'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <DeliveryStateBadge delivery={row.original} />,
      },
      {
        id: 'http',
        header: t('developers.deliveries.columns.http'),
        meta: { nowrap: true },
        cell: ({ row }) => (
          <>
            {row.original.attempts > 0 ? (
              <StatusCode code={row.original.last_status_code} />
            ) : (
              <Text c="dimmed">—</Text>
            )}
            {row.original.last_duration_ms === null ? null : (
              <Text size="xs" c="dimmed">
                {row.original.last_duration_ms} ms
              </Text>
            )}
          </>
        ),
      },
      {
        id: 'attempts',
        header: t('developers.deliveries.columns.attempts'),
        cell: ({ row }) => (
          <>
            <Text size="sm" data-testid="delivery-attempts">
              {row.original.attempts}
            </Text>
            <Text size="xs" c="dimmed" data-testid="delivery-next">
              {row.original.status === 'pending' && row.original.next_attempt_at
                ? t('developers.deliveries.nextShort', {
                    date: formatDateTime(row.original.next_attempt_at, locale),
                  })
                : ''}
            </Text>
          </>
        ),
      },
      {
        id: 'resend',
        header: '',
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconRefresh size={12} />}
            loading={resending === row.original._id}
            onClick={(event) => {
              event.stopPropagation();
              onResend(row.original._id);
            }}
          >
            {t('developers.deliveries.resend')}
          </Button>
        ),
      },
    ],
    [t, locale, resending, onResend],
  );
  const table = useReactTable({
    data: deliveries,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
  });
  return (
    <DataTable
      table={table}
      testId="deliveries"
      striped={false}
      rowAttributes={(row) => ({ 'data-testid': 'delivery-row', 'data-reference': row.reference })}
      onRowClick={(row) => onOpen(row._id)}
    />
  );
}
