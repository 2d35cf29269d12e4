import { Alert, Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminDashboardPeriod } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { SimpleDataTable } from '../../../shared/ui/simple-data-table.tsx';
import { useAdminDashboard } from '../api/admin-dashboard-api.ts';
import { LedgerCheckCard } from '../components/ledger-check-card.tsx';
import { NetworkChart } from '../components/network-chart.tsx';
import { rateText, useNetworkColumns } from '../components/networks-columns.tsx';
import { QueuesCard } from '../components/queues-card.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** /admin/dashboard: the platform's figures, the staff queues and the ledger check. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [period, setPeriod] = useState<AdminDashboardPeriod>('day');
  const [mode, setMode] = useState<'1' | '0'>('1');
  const board = useAdminDashboard(period, mode === '1' ? 1 : 0);
  const money = (v: string) => formatMoney(BigInt(v), locale);
  const networkColumns = useNetworkColumns();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h3" c="navy.7">
          {t('adminDashboard.title')}
        </Title>
        <Group>
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as '1' | '0')}
            data={[
              { value: '1', label: t('adminDashboard.live') },
              { value: '0', label: t('adminDashboard.sandbox') },
            ]}
          />
          <SegmentedControl
            value={period}
            onChange={(v) => setPeriod(v as AdminDashboardPeriod)}
            data={(['day', 'week', 'month'] as const).map((p) => ({
              value: p,
              label: t(`adminDashboard.periods.${p}`),
            }))}
            data-testid="period"
          />
        </Group>
      </Group>
      {board.isPending ? <Loader /> : null}
      {board.isError ? <Alert color="red">{errorMessage(board.error, t)}</Alert> : null}
      {board.data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
            <Figure
              label={t('adminDashboard.collected')}
              value={money(board.data.totals.collected)}
              testId="total-collected"
            />
            <Figure
              label={t('adminDashboard.paidOut')}
              value={money(board.data.totals.paid_out)}
              testId="total-paid-out"
            />
            <Figure
              label={t('adminDashboard.feesEarned')}
              value={money(board.data.totals.fees_earned)}
              testId="total-fees"
            />
            <Figure
              label={t('adminDashboard.successRate')}
              value={rateText(board.data.totals.success_rate, locale)}
              testId="total-rate"
            />
            <Figure
              label={t('adminDashboard.pending')}
              value={String(board.data.totals.pending_over_1h)}
              testId="total-pending"
            />
          </SimpleGrid>
          <QueuesCard queues={board.data.queues} />
          <Paper withBorder radius="md" p="md">
            {board.data.networks.length === 0 ? (
              <Text c="dimmed" data-testid="networks-table">
                {t('adminDashboard.noData')}
              </Text>
            ) : (
              <SimpleDataTable
                rows={board.data.networks}
                columns={networkColumns}
                getRowId={(n) => n.network}
                testId="networks-table"
                rowAttributes={(n) => ({ 'data-network': n.network })}
              />
            )}
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {board.data.networks.map((n) => (
              <NetworkChart key={n.network} network={n.network} days={board.data.days} />
            ))}
          </SimpleGrid>
          <LedgerCheckCard check={board.data.ledger_check} />
        </>
      ) : null}
    </Stack>
  );
}
