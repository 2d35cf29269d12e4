import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminDashboardResponse } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { formatAge } from '../../validation/format-age.ts';

const QUEUES = [
  ['validations', '/admin/validation'],
  ['withdrawals', '/admin/payementRequest'],
  ['payout_api', '/admin/payoutRequest'],
  ['card', '/admin/card-payment-request'],
] as const;

/** What waits for staff, with the age of the oldest item. */
export function QueuesCard({ queues }: { queues: AdminDashboardResponse['queues'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" c="navy.7" mb="sm">
        {t('adminDashboard.queues')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {QUEUES.map(([name, path]) => {
          const q = queues[name];
          return (
            <Stack key={name} gap={2} data-testid={`queue-${name}`}>
              <Anchor component={LocalizedLink} to={path} fw={600}>
                {t(`adminDashboard.queue.${name}`)}
              </Anchor>
              <Text size="xl" fw={700}>
                {q.waiting}
              </Text>
              <Text size="xs" c="dimmed">
                {q.oldest_age_seconds === null
                  ? t('adminDashboard.nothingWaiting')
                  : t('adminDashboard.oldest', { age: formatAge(q.oldest_age_seconds, locale) })}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
