import { Alert, Grid, Loader, Stack } from '@mantine/core';
import type { DashboardResponse, Shop } from '@platform/contracts';
import { hasAnyPermission } from '@platform/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useAfterFirstRender } from '../../../shared/lib/after-first-paint.ts';
import { InTurn } from '../../../shared/ui/in-turn.tsx';
import { useOnboarding } from '../../settings/api/settings-api.ts';
import { OnboardingChecklist } from '../../settings/components/onboarding-checklist.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useBalance, useDashboard } from '../api/overview-queries.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { DailyChart } from '../components/daily-chart.tsx';
import { LatestMovements } from '../components/latest-movements.tsx';
import { OverviewGate } from '../components/overview-gate.tsx';
import { PeriodFiguresGrid } from '../components/period-figures.tsx';

const CONTAINER_BREAKPOINTS = { xs: '480px', sm: '640px', md: '960px', lg: '1200px', xl: '1400px' };

function DashboardBody({ shop, sandbox }: { shop: Shop; sandbox: boolean }) {
  const { t } = useTranslation();
  const dashboard = useDashboard(shop._id);
  // The checklist above and the balance beside the figures come from their own calls: the page
  // shows once all three have answered, so nothing moves when one comes later (Lighthouse's CLS).
  const onboarding = useOnboarding();
  const balance = useBalance(shop._id);
  // The figures render in a task after the frame's, even when their data is already there (asked
  // for at start): the frame taking over the prerendered page and the figures are two shorter
  // tasks rather than one long one (docs/performance.md).
  const afterFrame = useAfterFirstRender();
  if (!afterFrame || dashboard.isPending || onboarding.isPending || balance.isPending) return <Loader />;
  if (dashboard.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(dashboard.error, t)}
      </Alert>
    );
  return <DashboardFigures shop={shop} sandbox={sandbox} d={dashboard.data} />;
}

function DashboardFigures({ shop, sandbox, d }: { shop: Shop; sandbox: boolean; d: DashboardResponse }) {
  const { t } = useTranslation();
  const user = useShellUser();
  // The checklist and the balance first, then the period figures (below the balance on a phone,
  // beside it on a wide screen), then the chart and the latest movements (below a phone's first
  // screen): three short tasks rather than one long one, each part below the ones already drawn
  // (docs/performance.md).
  return (
    <Stack gap="lg">
      <OnboardingChecklist />
      {/* Columns follow the room the page has (the sidebar takes its share), not the window. */}
      <Grid gutter="md" type="container" breakpoints={CONTAINER_BREAKPOINTS}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BalanceCard shop={shop._id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <InTurn turn={1}>
            <PeriodFiguresGrid periods={{ today: d.today, week: d.week, month: d.month }} />
          </InTurn>
        </Grid.Col>
      </Grid>
      <InTurn turn={2}>
        <DailyChart days={d.chart} networks={d.networks} title={t('overview.chart.title')} />
        <LatestMovements
          transactions={d.latest_transactions}
          payouts={d.latest_payouts}
          sandbox={sandbox}
          show={{
            transactions: hasAnyPermission(user, ['transaction']),
            payouts: hasAnyPermission(user, ['payout']),
          }}
        />
      </InTurn>
    </Stack>
  );
}

/** `/dashboard` and `/sandbox/dashboard`: balance, figures of the day, week and month, chart, latest movements. */
export function DashboardPage() {
  return <OverviewGate>{(shop, sandbox) => <DashboardBody shop={shop} sandbox={sandbox} />}</OverviewGate>;
}
