import { Alert, Loader, Stack } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useDashboard, useSummary } from '../api/overview-queries.ts';
import { DailyChart } from '../components/daily-chart.tsx';
import { OverviewGate } from '../components/overview-gate.tsx';
import { PeriodFiguresGrid } from '../components/period-figures.tsx';
import { SummaryTable } from '../components/summary-table.tsx';
import { presetPeriod } from '../lib/utc-day.ts';

function WeekBody({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const period = useMemo(() => presetPeriod('week'), []);
  const dashboard = useDashboard(shop._id);
  const summary = useSummary(shop._id, period);
  if (dashboard.isPending || summary.isPending) return <Loader />;
  const error = dashboard.error ?? summary.error;
  if (error || !dashboard.data || !summary.data)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(error, t)}
      </Alert>
    );
  const d = dashboard.data;
  const days = d.chart.filter((day) => day.date >= period.from);
  return (
    <Stack gap="lg">
      <PeriodFiguresGrid periods={{ today: d.today, week: d.week, month: d.month }} />
      <DailyChart days={days} networks={[]} title={t('overview.week.chart')} />
      <SummaryTable summary={summary.data} />
    </Stack>
  );
}

/** `/sandbox/dashboard/thisWeek`: this week's figures (Monday to today, UTC) per day and network. */
export function DashboardWeekPage() {
  return <OverviewGate>{(shop) => <WeekBody shop={shop} />}</OverviewGate>;
}
