import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChartDay, NetworkTotal } from '@platform/contracts';
import { formatChartDay, formatMoney } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LazyBarChart } from '../../../shared/ui/lazy-charts.tsx';
import { networkColor } from '../lib/network-colors.ts';

/** Collected amounts per UTC day, stacked per network, with the month's total per network. */
export function DailyChart({
  days,
  networks,
  title,
}: {
  days: ChartDay[];
  networks: NetworkTotal[];
  title: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const codes = [
    ...new Set([...networks.map((n) => n.network), ...days.flatMap((d) => Object.keys(d.by_network))]),
  ];
  const labelOf = (code: string) => networks.find((n) => n.network === code)?.label ?? code.toUpperCase();
  const data = days.map((day) => ({
    day: formatChartDay(day.date),
    ...Object.fromEntries(codes.map((code) => [code, day.by_network[code] ?? 0])),
  }));
  const total = days.reduce((sum, day) => sum + day.amount, 0);

  return (
    <Paper withBorder radius="md" p="lg" data-testid="daily-chart">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4" c="navy.7">
            {title}
          </Title>
          <Text size="sm" c="dimmed" data-testid="chart-total" data-amount={total}>
            {t('overview.chart.total', { amount: formatMoney(total, locale) })}
          </Text>
        </Group>
        {total === 0 ? (
          <Text c="dimmed" size="sm">
            {t('overview.chart.empty')}
          </Text>
        ) : (
          <LazyBarChart
            h={260}
            data={data}
            dataKey="day"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(value) => formatMoney(value, locale)}
            // The axis shows whole amounts ("1 400 000 F CFA"): room for them, not recharts' 60 px.
            yAxisProps={{ width: 112 }}
            series={codes.map((code, i) => ({
              name: code,
              label: labelOf(code),
              color: networkColor(code, i),
            }))}
          />
        )}
        {networks.length > 0 ? (
          <Group gap="lg" data-testid="network-totals">
            {networks.map((n) => (
              <Text key={n.network} size="sm">
                <Text span fw={600}>
                  {n.label}
                </Text>{' '}
                {formatMoney(n.amount, locale)} ({n.count})
              </Text>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
