import '@mantine/charts/styles.css';

/** The chart library, in a chunk of its own: pages load it through lazy-charts.tsx, after their first paint. */
export { AreaChart, BarChart } from '@mantine/charts';
