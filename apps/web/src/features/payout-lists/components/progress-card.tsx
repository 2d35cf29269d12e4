import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PayoutListProgress } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ListStatusBadge } from './status-badges.tsx';

/** The live progress bar of a running list (polled by usePayoutList). */
export function ProgressCard({ progress }: { progress: PayoutListProgress }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const done = progress.successful + progress.failed;
  return (
    <Card withBorder padding="lg" data-testid="list-progress">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('payoutLists.run.title')}</Title>
          <ListStatusBadge status={progress.status} />
        </Group>
        <Progress.Root size="xl" aria-label={t('payoutLists.run.title')}>
          <Progress.Section
            value={progress.total ? (progress.successful * 100) / progress.total : 0}
            color="green"
          />
          <Progress.Section
            value={progress.total ? (progress.failed * 100) / progress.total : 0}
            color="red"
          />
        </Progress.Root>
        <Text size="sm" data-testid="progress-text" data-percent={progress.percent}>
          {t('payoutLists.run.progress', { done, total: progress.total })} ({progress.percent} %)
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 6 }}>
          {(['queued', 'pending', 'successful', 'failed', 'skipped'] as const).map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`payoutLists.run.${key}`)}
              </Text>
              <Text fw={600} data-testid={`progress-${key}`}>
                {progress[key]}
              </Text>
            </Stack>
          ))}
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('payoutLists.run.sent')}
            </Text>
            <Text fw={600}>{formatMoney(progress.amount_sent, locale)}</Text>
          </Stack>
        </SimpleGrid>
        {progress.finished && (
          <Text c="green" fw={600} data-testid="progress-finished">
            {t('payoutLists.run.finished')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
