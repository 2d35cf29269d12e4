import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CardRequestView } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

const LOOK = {
  PENDING: { color: 'orange', icon: IconHourglass },
  APPROVED: { color: 'green', icon: IconCircleCheck },
  REFUSED: { color: 'red', icon: IconCircleX },
} as const;

/** The merchant's latest request: its state, what was asked, and the team's note when decided. */
export function CardRequestStatus({ request }: { request: CardRequestView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { color, icon: Icon } = LOOK[request.status];
  return (
    <Paper withBorder radius="md" p="lg" data-testid="card-request-status">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4" c="navy.7">
            {t('cardRequests.status.title')}
          </Title>
          <Badge color={color} variant="light" leftSection={<Icon size={12} />} data-status={request.status}>
            {t(`cardRequests.status.${request.status}`)}
          </Badge>
        </Group>
        <Alert color={color} variant="light">
          {t(`cardRequests.status.${request.status}Text`)}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text size="sm">
            <Text span c="dimmed">
              {t('cardRequests.status.sentAt')}{' '}
            </Text>
            {formatDateTime(request.created_at, locale)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('cardRequests.status.volume')}{' '}
            </Text>
            {formatMoney(request.monthly_volume, locale)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('cardRequests.status.business')}{' '}
            </Text>
            {request.business_name}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('cardRequests.status.website')}{' '}
            </Text>
            {request.website ?? '—'}
          </Text>
        </SimpleGrid>
        {request.decision_note ? (
          <Text size="sm">
            <Text span c="dimmed">
              {t('cardRequests.status.note')}{' '}
            </Text>
            {request.decision_note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
