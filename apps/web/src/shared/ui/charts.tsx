import '@mantine/charts/styles.css';
import { setAutoFreeze } from 'immer';

/**
 * The chart library (recharts) keeps each chart's state in a Redux store whose reducers run on
 * Immer, and Immer deep-freezes every state it produces. That state holds the series' own props
 * (the legend's payload is the `Bar`'s props), children included: the `Cell` elements Mantine's
 * BarChart gives each bar. React never writes into an element; Preact, which runs the production
 * build, writes its bookkeeping into the elements it renders and unmounts (`__`, the parent), so a
 * frozen element crashed the page as soon as the chart re-rendered ("Cannot assign to read only
 * property '__'"). Immer's freezing is a development guard against mutating state by mistake; it is
 * turned off before any chart exists (recharts and Redux Toolkit share this one Immer).
 */
setAutoFreeze(false);

/** The chart library, in a chunk of its own: pages load it through lazy-charts.tsx, after their first paint. */
export { AreaChart, BarChart } from '@mantine/charts';
