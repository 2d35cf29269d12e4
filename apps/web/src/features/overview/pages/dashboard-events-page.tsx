import { Alert, Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
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

function EventsBody({ shop, sandbox }: { shop: Shop; sandbox: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const events = useShopEvents(shop._id);
  const base = sandbox ? '/sandbox' : '';
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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="shop-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('overview.events.date')}</Table.Th>
                  <Table.Th>{t('overview.events.event')}</Table.Th>
                  <Table.Th>{t('overview.latest.reference')}</Table.Th>
                  <Table.Th ta="right">{t('overview.latest.amount')}</Table.Th>
                  <Table.Th>{t('overview.latest.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.map((event) => (
                  <Table.Tr key={event._id}>
                    <Table.Td>{formatDateTime(event.date, locale)}</Table.Td>
                    <Table.Td>
                      {(EVENT_KEYS as readonly string[]).includes(eventKey(event.event))
                        ? t(`overview.events.kinds.${eventKey(event.event) as EventKey}`)
                        : event.event}
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={LocalizedLink}
                        size="sm"
                        to={
                          event.kind === 'payment'
                            ? `${base}/transactions/detail/${event.object_id}`
                            : sandbox
                              ? '/sandbox/payouts'
                              : `/payouts/detail/${event.object_id}`
                        }
                      >
                        {event.reference}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(event.amount, locale)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={event.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** `/sandbox/dashboard/event`: what happened in the shop over the last 7 days. */
export function DashboardEventsPage() {
  return <OverviewGate>{(shop, sandbox) => <EventsBody shop={shop} sandbox={sandbox} />}</OverviewGate>;
}
