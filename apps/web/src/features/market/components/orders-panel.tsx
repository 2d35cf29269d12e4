import { Alert, Anchor, Checkbox, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  formatDateTime,
  formatMoney,
  MARKET_FULFILMENT_STATUSES,
  type MarketFulfilmentStatus,
} from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useMarketOrders } from '../api/market-queries.ts';
import { useMarketBase } from './market-base.ts';
import { FulfilmentBadge, PaymentBadge } from './status-badges.tsx';

type Order = NonNullable<ReturnType<typeof useMarketOrders>['data']>[number];

/** The orders as a DataTable (a card each on a phone: total and both statuses in view). */
function OrdersTable({ orders, base }: { orders: Order[]; base: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Order>[]>(
    () => [
      {
        id: 'order',
        header: t('market.orders.columns.order'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <Anchor
            component={LocalizedLink}
            to={`${base}/order/${encodeURIComponent(row.original._id)}`}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {row.original._id}
          </Anchor>
        ),
      },
      {
        id: 'customer',
        header: t('market.orders.columns.customer'),
        cell: ({ row }) => (
          <>
            <Text size="sm">{row.original.customer_name}</Text>
            <Text size="xs" c="dimmed">
              {row.original.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
            </Text>
          </>
        ),
      },
      {
        id: 'total',
        header: t('market.orders.columns.total'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.total, locale),
      },
      {
        id: 'payment',
        header: t('market.orders.columns.payment'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <PaymentBadge status={row.original.payment_status} />,
      },
      {
        id: 'status',
        header: t('market.orders.columns.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <FulfilmentBadge status={row.original.fulfilment_status} />,
      },
      {
        id: 'date',
        header: t('market.orders.columns.date'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
    ],
    [t, locale, base],
  );
  const table = useReactTable({
    data: orders,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (o) => o._id,
  });
  return <DataTable table={table} testId="orders-table" striped={false} />;
}

/** The shop's orders, newest first; filters kept in the URL (`status`, `all`). */
export function OrdersPanel({ shop }: { shop: string }) {
  const { t } = useTranslation();
  const base = useMarketBase();
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? undefined) as MarketFulfilmentStatus | undefined;
  const all = params.get('all') === '1';
  const orders = useMarketOrders(shop, all ? 'all' : 'paid', status);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('market.orders.title')}
          </Title>
          <Group gap="md">
            <Select
              aria-label={t('market.orders.status')}
              placeholder={t('market.orders.allStatuses')}
              clearable
              value={status ?? null}
              onChange={(value) => setParam('status', value)}
              data={MARKET_FULFILMENT_STATUSES.map((s) => ({ value: s, label: t(`market.status.${s}`) }))}
              w={200}
            />
            <Checkbox
              label={t('market.orders.showAll')}
              checked={all}
              onChange={(event) => setParam('all', event.currentTarget.checked ? '1' : null)}
            />
          </Group>
        </Group>
        {orders.isPending ? (
          <Loader />
        ) : orders.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(orders.error, t)}
          </Alert>
        ) : orders.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('market.orders.empty')}
          </Text>
        ) : (
          <OrdersTable orders={orders.data} base={base} />
        )}
      </Stack>
    </Paper>
  );
}
