import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminDashboardResponse } from '@platform/contracts';
import { formatChartDay, formatMoney, networkName } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LazyAreaChart } from '../../../shared/ui/lazy-charts.tsx';
import { networkColor } from '../../overview/lib/network-colors.ts';

/** One network's collected amounts per UTC day over the period. */
export function NetworkChart({ network, days }: { network: string; days: AdminDashboardResponse['days'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = days.map((d) => ({
    day: formatChartDay(d.date),
    [network]: d.by_network[network] ?? 0,
  }));
  const total = data.reduce((s, d) => s + Number(d[network] ?? 0), 0);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`network-chart-${network}`}>
      <Stack gap="xs">
        <Title order={4} size="h5" c="navy.7">
          {networkName(network)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminDashboard.collected')} : {formatMoney(total, locale)}
        </Text>
        {data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminDashboard.noData')}
          </Text>
        ) : (
          <LazyAreaChart
            h={160}
            data={data}
            dataKey="day"
            series={[{ name: network, color: networkColor(network), label: networkName(network) }]}
            valueFormatter={(v) => formatMoney(v, locale)}
            withDots={data.length < 10}
          />
        )}
      </Stack>
    </Paper>
  );
}
