import {
  Alert,
  Badge,
  Group,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReserveResponse, Shop } from '@platform/contracts';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@platform/domain';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
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
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="sm">
        {t('overview.reserve.schedule')}
      </Title>
      {data.schedule.length === 0 ? (
        <Text c="dimmed">{t('overview.reserve.scheduleEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table data-testid="reserve-schedule">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overview.reserve.day')}</Table.Th>
                <Table.Th>{t('overview.reserve.amount')}</Table.Th>
                <Table.Th>{t('overview.reserve.holds')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.schedule.map((row) => (
                <Table.Tr key={row.day}>
                  <Table.Td>{formatDate(`${row.day}T00:00:00Z`, locale)}</Table.Td>
                  <Table.Td>{formatMoney(row.amount, locale)}</Table.Td>
                  <Table.Td>{row.holds}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function ReserveHistory({ data, onPage }: { data: ReserveResponse; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
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
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-testid="reserve-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('overview.reserve.heldAt')}</Table.Th>
                  <Table.Th>{t('overview.reserve.reference')}</Table.Th>
                  <Table.Th>{t('overview.reserve.collectionAmount')}</Table.Th>
                  <Table.Th>{t('overview.reserve.held')}</Table.Th>
                  <Table.Th>{t('overview.reserve.releaseAt')}</Table.Th>
                  <Table.Th>{t('overview.reserve.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.history.map((hold) => (
                  <Table.Tr key={hold._id}>
                    <Table.Td>{formatDateTime(hold.held_at, locale)}</Table.Td>
                    <Table.Td>{hold.reference}</Table.Td>
                    <Table.Td>{formatMoney(hold.collection_amount, locale)}</Table.Td>
                    <Table.Td>{formatMoney(hold.amount, locale)}</Table.Td>
                    <Table.Td>{formatDateTime(hold.released_at ?? hold.release_at, locale)}</Table.Td>
                    <Table.Td>
                      <Badge color={hold.status === 'held' ? 'orange' : 'green'} variant="light">
                        {t(`overview.reserve.statuses.${hold.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
