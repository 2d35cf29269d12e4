import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { WebhookEndpoint } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '../api/developers-types.ts';
import {
  DELIVERY_STATE_COLORS,
  deliveryState,
  ENDPOINT_STATE_COLORS,
  endpointState,
  isKnownDisabledReason,
  statusCodeColor,
} from '../lib/endpoint-status.ts';

/** Enabled, paused, or disabled by the platform with its reason. */
export function EndpointStateBadge({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabled_reason'>;
}) {
  const { t } = useTranslation();
  const state = endpointState(endpoint);
  const reason = endpoint.disabled_reason;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={ENDPOINT_STATE_COLORS[state]} variant="light" data-testid="endpoint-state">
        {t(`developers.webhooks.state.${state}`)}
      </Badge>
      {state === 'disabled' && reason && (
        <Text size="xs" c="red">
          {isKnownDisabledReason(reason) ? t(`developers.webhooks.disabledReason.${reason}`) : reason}
        </Text>
      )}
    </Group>
  );
}

export function DeliveryStateBadge({ delivery }: { delivery: Pick<Delivery, 'status' | 'attempts'> }) {
  const { t } = useTranslation();
  const state = deliveryState(delivery);
  return (
    <Badge color={DELIVERY_STATE_COLORS[state]} variant="light" data-testid="delivery-state">
      {t(`developers.deliveries.state.${state}`)}
    </Badge>
  );
}

/** An HTTP status code, or the transport error when there was no answer. */
export function StatusCode({ code, error }: { code: number | null; error?: string | null }) {
  const { t } = useTranslation();
  if (code === null) {
    const label = error ?? t('developers.deliveries.noAnswer');
    return (
      <Tooltip label={t('developers.deliveries.noAnswer')} disabled={!error}>
        <Badge color="red" variant="outline">
          {label}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge color={statusCodeColor(code)} variant="outline" data-testid="status-code">
      {code}
    </Badge>
  );
}
