import {
  Alert,
  Badge,
  Group,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReserveResponse, Shop } from '@platform/contracts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@platform/domain';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { useReserve } from '../api/overview-queries.ts';
import { OverviewGate } from '../components/overview-gate.tsx';

function ReserveFigures({ data }: { data: ReserveResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" c="navy.7">
            {t('overview.reserve.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('overview.reserve.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('overview.reserve.balance')}
            </Text>
            <Text fw={700} fz="xl" data-testid="reserve-balance" data-amount={data.balance}>
              {formatMoney(data.balance, locale)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('overview.reserve.releasedTotal')}
            </Text>
            <Text fw={700} fz="xl" data-testid="reserve-released">
              {formatMoney(data.released_total, locale)}
            </Text>
          </div>
        </SimpleGrid>
        {data.rate_bps === null ? (
          <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="reserve-none">
            {t('overview.reserve.noReserve')}
          </Alert>
        ) : (
          <Text size="sm" data-testid="reserve-terms">
            {t('overview.reserve.terms', {
              rate: formatNumber(data.rate_bps / 100, locale),
              days: data.hold_days,
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function ReleaseSchedule({ data }: { data: ReserveResponse }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="sm">
        {t('overview.reserve.schedule')}
      </Title>
      {data.schedule.length === 0 ? (
        <Text c="dimmed">{t('overview.reserve.scheduleEmpty')}</Text>
      ) : (
        <ScheduleTable schedule={data.schedule} />
      )}
    </Paper>
  );
}

type Hold = ReserveResponse['history'][number];
type Release = ReserveResponse['schedule'][number];

/** What the reserve releases per day (a card per day on a phone). */
function ScheduleTable({ schedule }: { schedule: Release[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Release>[]>(
    () => [
      {
        id: 'day',
        header: t('overview.reserve.day'),
        meta: { card: 'title', nowrap: true },
        cell: ({ row }) => formatDate(`${row.original.day}T00:00:00Z`, locale),
      },
      {
        id: 'amount',
        header: t('overview.reserve.amount'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'holds',
        header: t('overview.reserve.holds'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.holds,
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: schedule,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.day,
  });
  return <DataTable table={table} testId="reserve-schedule" cardsBelow={300} striped={false} />;
}

/** The holds as a DataTable (a card each on a phone: held amount and status in view). */
function HoldsTable({ holds }: { holds: Hold[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<Hold>[]>(
    () => [
      {
        id: 'heldAt',
        header: t('overview.reserve.heldAt'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.held_at, locale),
      },
      {
        id: 'reference',
        header: t('overview.reserve.reference'),
        meta: { card: 'title' },
        cell: ({ row }) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.original.reference}
          </Text>
        ),
      },
      {
        id: 'collection',
        header: t('overview.reserve.collectionAmount'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.collection_amount, locale),
      },
      {
        id: 'held',
        header: t('overview.reserve.held'),
        meta: { card: 'amount', align: 'right', nowrap: true },
        cell: ({ row }) => formatMoney(row.original.amount, locale),
      },
      {
        id: 'releaseAt',
        header: t('overview.reserve.releaseAt'),
        meta: { nowrap: true },
        cell: ({ row }) => formatDateTime(row.original.released_at ?? row.original.release_at, locale),
      },
      {
        id: 'status',
        header: t('overview.reserve.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <Badge color={row.original.status === 'held' ? 'orange' : 'green'} variant="light">
            {t(`overview.reserve.statuses.${row.original.status}`)}
          </Badge>
        ),
      },
    ],
    [t, locale],
  );
  const table = useReactTable({
    data: holds,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (h) => h._id,
  });
  return <DataTable table={table} testId="reserve-history" />;
}

function ReserveHistory({ data, onPage }: { data: ReserveResponse; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="sm">
        {t('overview.reserve.history')}
      </Title>
      {data.history.length === 0 ? (
        <Text c="dimmed">{t('overview.reserve.historyEmpty')}</Text>
      ) : (
        <Stack>
          <HoldsTable holds={data.history} />
          {pages > 1 ? (
            <Group justify="flex-end">
              <Pagination total={pages} value={data.page} onChange={onPage} />
            </Group>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

function ReserveBody({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const reserve = useReserve(shop._id, page);
  if (reserve.isPending) return <Loader />;
  if (reserve.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(reserve.error, t)}
      </Alert>
    );
  const onPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('page', String(next));
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <ReserveFigures data={reserve.data} />
      <ReleaseSchedule data={reserve.data} />
      <ReserveHistory data={reserve.data} onPage={onPage} />
    </Stack>
  );
}

/** `/reserve` (and `/sandbox/reserve`): the selected shop's rolling reserve in the session's mode. */
export function ReservePage() {
  return <OverviewGate header={false}>{(shop) => <ReserveBody shop={shop} />}</OverviewGate>;
}
