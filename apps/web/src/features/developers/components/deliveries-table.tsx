import { Button, Code, Table, Text } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import type { Delivery } from '../api/developers-types.ts';
import { DeliveryStateBadge, StatusCode } from './status-badges.tsx';

/** Badges keep their whole label; the event column wraps instead. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

type Props = {
  deliveries: Delivery[];
  resending: string | null;
  onOpen: (id: string) => void;
  onResend: (id: string) => void;
};

/** The delivery log: one row per delivery, opened in the drawer with a click. */
export function DeliveriesTable({ deliveries, resending, onOpen, onResend }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="deliveries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('developers.deliveries.columns.event')}</Table.Th>
            <Table.Th>{t('developers.deliveries.columns.time')}</Table.Th>
            <Table.Th>{t('developers.deliveries.columns.state')}</Table.Th>
            <Table.Th>{t('developers.deliveries.columns.http')}</Table.Th>
            <Table.Th>{t('developers.deliveries.columns.duration')}</Table.Th>
            <Table.Th>{t('developers.deliveries.columns.attempts')}</Table.Th>
            <Table.Th>{t('developers.deliveries.columns.nextRetry')}</Table.Th>
            <Table.Th aria-label={t('developers.deliveries.resend')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((d) => (
            <Table.Tr
              key={d._id}
              data-testid="delivery-row"
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(d._id)}
            >
              <Table.Td>
                <Text size="sm" fw={600}>
                  {d.event}
                </Text>
                <Code fz="xs">{d.reference}</Code>
              </Table.Td>
              <Table.Td>{formatDateTime(d.created_at, locale)}</Table.Td>
              <Table.Td style={NOWRAP}>
                <DeliveryStateBadge delivery={d} />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                {d.attempts > 0 ? <StatusCode code={d.last_status_code} /> : <Text c="dimmed">—</Text>}
              </Table.Td>
              <Table.Td>{d.last_duration_ms === null ? '—' : `${d.last_duration_ms} ms`}</Table.Td>
              <Table.Td data-testid="delivery-attempts">{d.attempts}</Table.Td>
              <Table.Td data-testid="delivery-next">
                {d.status === 'pending' && d.next_attempt_at
                  ? formatDateTime(d.next_attempt_at, locale)
                  : '—'}
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconRefresh size={12} />}
                  loading={resending === d._id}
                  onClick={(event) => {
                    event.stopPropagation();
                    onResend(d._id);
                  }}
                >
                  {t('developers.deliveries.resend')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
