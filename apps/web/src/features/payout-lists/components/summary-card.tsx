import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PayoutListSummary } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { networkLabel } from '../lib/networks.ts';

function Figure({ label, value, testId }: { label: string; value: string | number; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Count, total, fees (the shop's payout rules) and whether the available balance covers it. */
export function SummaryCard({ summary, draft = true }: { summary: PayoutListSummary; draft?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, locale);
  return (
    <Card withBorder padding="lg" data-testid="list-summary">
      <Stack gap="md">
        <Title order={4}>{t('payoutLists.summary.title')}</Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('payoutLists.summary.rows')} value={summary.rows} />
          <Figure label={t('payoutLists.summary.valid')} value={summary.valid} testId="summary-valid" />
          <Figure label={t('payoutLists.summary.invalid')} value={summary.invalid} testId="summary-invalid" />
          <Figure
            label={t('payoutLists.summary.total')}
            value={money(summary.total)}
            testId="summary-total"
          />
          <Figure label={t('payoutLists.summary.fees')} value={money(summary.fees)} />
          <Figure label={t('payoutLists.summary.debit')} value={money(summary.debit)} />
          <Figure label={t('payoutLists.summary.available')} value={money(summary.available)} />
        </SimpleGrid>
        {summary.by_network.length > 0 && (
          <Group gap="lg">
            <Text size="sm" c="dimmed">
              {t('payoutLists.summary.byNetwork')}
            </Text>
            {summary.by_network.map((n) => (
              <Text key={n.network} size="sm">
                {networkLabel(n.network)} : {n.count} · {money(n.total)}
              </Text>
            ))}
          </Group>
        )}
        {!draft ? null : summary.covered ? (
          <Alert color="green" icon={<IconCircleCheck size={18} />}>
            {t('payoutLists.summary.covered')}
          </Alert>
        ) : (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="balance-short">
            {t('payoutLists.summary.short', { missing: money(summary.debit - summary.available) })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
