import { Group, List, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AgentPeriod } from '@platform/contracts';
import { formatMoney } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { FigureCard } from '../../referral/components/figure-card.tsx';
import { ShareReferralLink, signupUrl } from '../../referral/components/share-referral-link.tsx';
import { useAgentDashboard } from '../api/commercial-api.ts';
import { NetworkVolumeTable, StuckMerchantsTable } from '../components/agent-dashboard-tables.tsx';
import { LoadState } from '../components/load-state.tsx';

const PERIODS: AgentPeriod[] = ['day', 'week', 'month', 'year'];

/**
 * /commercial/dashboard: the agent's merchants' live volume by network over a period, sign-ups,
 * merchants stuck in validation (with their missing documents), its commissions, and its
 * pre-filled sign-up link.
 */
export function CommercialDashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [period, setPeriod] = useState<AgentPeriod>('month');
  const dashboard = useAgentDashboard(period);
  return (
    <LoadState query={dashboard}>
      {(d) => (
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3" c="navy.7">
              {t('commercialArea.dashboard.hello', { name: d.agent.first_name })}
            </Title>
            <SegmentedControl
              value={period}
              onChange={(v) => setPeriod(v as AgentPeriod)}
              data={PERIODS.map((p) => ({ value: p, label: t(`commercialArea.periods.${p}`) }))}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <FigureCard
              label={t('commercialArea.dashboard.merchants')}
              value={String(d.merchants)}
              testId="agent-merchants"
            />
            <FigureCard label={t('commercialArea.dashboard.signups')} value={String(d.signups)} />
            <FigureCard
              label={t('commercialArea.dashboard.volume')}
              value={formatMoney(d.volume.amount, locale)}
            />
            <FigureCard
              label={t('commercialArea.dashboard.commissionPeriod')}
              value={formatMoney(d.commissions.period, locale)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h5" mb="sm">
                {t('commercialArea.dashboard.byNetwork')}
              </Title>
              {d.volume.by_network.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('commercialArea.dashboard.noVolume')}
                </Text>
              ) : (
                <NetworkVolumeTable networks={d.volume.by_network} />
              )}
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={3} size="h5" mb="sm">
                {t('commercialArea.dashboard.commissions')}
              </Title>
              <List size="sm" spacing={4}>
                <List.Item>
                  {t('commercialArea.dashboard.balance')}{' '}
                  <b data-testid="agent-commission-balance">{formatMoney(d.commissions.balance, locale)}</b>
                </List.Item>
                <List.Item>
                  {t('commercialArea.dashboard.total')} <b>{formatMoney(d.commissions.total, locale)}</b>
                </List.Item>
                <List.Item>
                  {t('commercialArea.dashboard.terms', {
                    rate: d.agent.rate_bps / 100,
                    months: d.agent.months,
                  })}
                </List.Item>
              </List>
            </Paper>
          </SimpleGrid>
          <Paper withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="sm">
              {t('commercialArea.dashboard.stuck')}
            </Title>
            {d.stuck.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('commercialArea.dashboard.noneStuck')}
              </Text>
            ) : (
              <StuckMerchantsTable merchants={d.stuck} />
            )}
          </Paper>
          <ShareReferralLink
            url={signupUrl(d.agent.signup_path)}
            code={d.agent.code}
            title={t('commercialArea.dashboard.signupLink')}
          />
        </Stack>
      )}
    </LoadState>
  );
}
