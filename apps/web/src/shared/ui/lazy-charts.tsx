import type { AreaChartProps, BarChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const BarChartChunk = lazy(() => import('./charts.tsx').then((m) => ({ default: m.BarChart })));
const AreaChartChunk = lazy(() => import('./charts.tsx').then((m) => ({ default: m.AreaChart })));

/** The height a chart will take, held by a skeleton while the chart library loads (no layout shift). */
function Holder({ h }: { h: BarChartProps['h'] }) {
  return <Skeleton h={h} radius="md" data-testid="chart-loading" />;
}

/** Mantine's BarChart, loaded on first use: the charting library stays out of the pages' first load. */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Holder h={props.h} />}>
      <BarChartChunk {...props} />
    </Suspense>
  );
}

/** Mantine's AreaChart, loaded on first use (see LazyBarChart). */
export function LazyAreaChart(props: AreaChartProps) {
  return (
    <Suspense fallback={<Holder h={props.h} />}>
      <AreaChartChunk {...props} />
    </Suspense>
  );
}
