import { Accordion, Alert, Button, Code, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@platform/domain';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useDelivery } from '../api/developers-queries.ts';
import type { Attempt } from '../api/developers-types.ts';
import { DeliveryStateBadge, StatusCode } from './status-badges.tsx';

type Props = {
  deliveryId: string | null;
  resending: boolean;
  onResend: (id: string) => void;
  onClose: () => void;
};

/** JSON bodies indented when they parse (they may be cut at 4 KiB by the API). */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Body({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Code
        block
        fz="xs"
        mah={260}
        style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {text}
      </Code>
    </div>
  );
}

function AttemptItem({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headers = Object.entries(attempt.request_headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return (
    <Accordion.Item value={String(attempt.attempt)} data-testid="attempt">
      <Accordion.Control>
        <Group gap="sm">
          <Text size="sm" fw={600}>
            {t('developers.deliveries.attemptN', { n: attempt.attempt })}
          </Text>
          <StatusCode code={attempt.status_code} error={attempt.error} />
          <Text size="xs" c="dimmed">
            {formatDateTime(attempt.requested_at, locale)} · {attempt.duration_ms} ms
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {attempt.error && (
            <Text size="sm" c="red">
              {t('developers.deliveries.error', { error: attempt.error })}
            </Text>
          )}
          <Body label={t('developers.deliveries.requestHeaders')} text={headers} />
          <Body label={t('developers.deliveries.requestBody')} text={pretty(attempt.request_body)} />
          <Body
            label={t('developers.deliveries.responseBody')}
            text={
              attempt.response_body === null
                ? t('developers.deliveries.noBody')
                : pretty(attempt.response_body)
            }
          />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** One delivery: every attempt with its request and response (truncated by the API), and resend. */
export function DeliveryDrawer({ deliveryId, resending, onResend, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = useDelivery(deliveryId);
  return (
    <Drawer
      opened={deliveryId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={3} size="h4">
          {t('developers.deliveries.detailTitle')}
        </Title>
      }
    >
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(detail.error, t)}
        </Alert>
      ) : (
        <Stack gap="md" data-testid="delivery-detail">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>{detail.data.delivery.event}</Text>
              <Text size="xs" c="dimmed">
                {t('developers.deliveries.eventId', { id: detail.data.delivery.event_id })}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(detail.data.delivery.created_at, locale)}
              </Text>
            </Stack>
            <Group gap="xs">
              <DeliveryStateBadge delivery={detail.data.delivery} />
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} />}
                loading={resending}
                onClick={() => onResend(detail.data.delivery._id)}
              >
                {t('developers.deliveries.resend')}
              </Button>
            </Group>
          </Group>
          {detail.data.delivery.status === 'pending' && detail.data.delivery.next_attempt_at && (
            <Text size="sm">
              {t('developers.deliveries.nextAt', {
                date: formatDateTime(detail.data.delivery.next_attempt_at, locale),
              })}
            </Text>
          )}
          {detail.data.attempts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('developers.deliveries.noAttempt')}
            </Text>
          ) : (
            <Accordion variant="separated" defaultValue={String(detail.data.attempts.at(-1)?.attempt ?? '')}>
              {[...detail.data.attempts].reverse().map((a) => (
                <AttemptItem key={a.attempt} attempt={a} />
              ))}
            </Accordion>
          )}
          <Text size="xs" c="dimmed">
            {t('developers.deliveries.truncated')}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
