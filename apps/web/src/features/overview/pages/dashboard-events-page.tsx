import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShopEvents } from '../api/overview-queries.ts';
import { OverviewGate } from '../components/overview-gate.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

const EVENT_KEYS = [
  'payment_created',
  'payment_successful',
  'payment_failed',
  'payment_pending',
  'payout_created',
  'payout_successful',
  'payout_failed',
] as const;
type EventKey = (typeof EVENT_KEYS)[number];
/** `payment.created` → the catalog key `payment_created` (dots separate i18next keys). */
const eventKey = (event: string) => event.replace('.', '_');

type ShopEvent = NonNullable<ReturnType<typeof useShopEvents>['data']>[number];

/** The events as a DataTable (a card each on a phone: amount and status in view). */
function EventsTable({ events, sandbox }: { events: ShopEvent[]; sandbox: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<ShopEvent>[]>(() => {
    const base = sandbox ? '/sandbox' : '';
    return [
      {
        id: 'date',
        header: t('overview.events.date'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.date, locale),
      },
      {
        id: 'event',
        header: t('overview.events.event'),
        meta: { card: 'title' },
        cell: ({ row }) =>
          (EVENT_KEYS as readonly string[]).includes(eventKey(row.original.event))
            ? t(`overview.events.kinds.${eventKey(row.original.event) as EventKey}`)
            : row.original.event,
      },
      {
        id: 'reference',
        header: t('overview.latest.reference'),
        cell: ({ row }) => (
          <Anchor
            component={LocalizedLink}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            to={
              row.original.kind === 'payment'
                ? `${base}/transactions/detail/${row.original.object_id}`
                : sandbox
                  ? '/sandbox/payouts'
                  : `/payouts/detail/${row.original.object_id}`
            }
          >
            {row.original.reference}
          </Anchor>
        ),
      },
      {
        id: 'amount',
        header: t('overview.latest.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'status',
        header: t('overview.latest.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
    ];
  }, [t, locale, sandbox]);
  const table = useReactTable({
    data: events,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (e) => e._id,
  });
  return <DataTable table={table} testId="shop-events" striped={false} />;
}

function EventsBody({ shop, sandbox }: { shop: Shop; sandbox: boolean }) {
  const { t } = useTranslation();
  const events = useShopEvents(shop._id);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" c="navy.7">
            {t('overview.events.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('overview.events.intro')}
          </Text>
        </div>
        {events.isPending ? (
          <Loader />
        ) : events.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(events.error, t)}
          </Alert>
        ) : events.data.length === 0 ? (
          <Text c="dimmed">{t('overview.events.empty')}</Text>
        ) : (
          <EventsTable events={events.data} sandbox={sandbox} />
        )}
      </Stack>
    </Paper>
  );
}

/** `/sandbox/dashboard/event`: what happened in the shop over the last 7 days. */
export function DashboardEventsPage() {
  return <OverviewGate>{(shop, sandbox) => <EventsBody shop={shop} sandbox={sandbox} />}</OverviewGate>;
}
