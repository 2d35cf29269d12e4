import { z } from 'zod';

/** A shop of the caller in the session's mode. */
const shopParam = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'max' });

export const overviewQuery = z.object({ shop: shopParam });
export type OverviewQuery = z.infer<typeof overviewQuery>;

/** A calendar day in UTC (the platform's day boundary: 00:00 UTC, i.e. Abidjan / Dakar / Lomé time). */
export const isoDay = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'format',
    },
  );

export const balanceView = z.object({
  available: z.number().int(),
  pending: z.number().int(),
  reserve: z.number().int(),
  currency: z.literal('XOF'),
  as_of: z.string(),
});
export type BalanceView = z.infer<typeof balanceView>;

export const shopBalanceResponse = z.object({ balance: balanceView });
export type ShopBalanceResponse = z.infer<typeof shopBalanceResponse>;

/** Successful money of a period: how many, how much, the fees, and what it did to the balance. */
export const figure = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  fees: z.number().int(),
  net: z.number().int(),
});
export type Figure = z.infer<typeof figure>;

export const periodFigures = z.object({
  from: z.string(),
  to: z.string(),
  collections: figure,
  payouts: figure,
});
export type PeriodFigures = z.infer<typeof periodFigures>;

/** One UTC day of the chart: the collected amount per network code. */
export const chartDay = z.object({
  date: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  by_network: z.record(z.string(), z.number().int()),
});
export type ChartDay = z.infer<typeof chartDay>;

export const networkTotal = z.object({
  network: z.string(),
  label: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
});
export type NetworkTotal = z.infer<typeof networkTotal>;

export const recentTransaction = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  phoneNumber: z.string(),
  reseau: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date: z.string(),
});
export type RecentTransaction = z.infer<typeof recentTransaction>;

export const recentPayout = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  phoneNumber: z.string(),
  reseau: z.string(),
  motif: z.string().nullable(),
  date: z.string(),
});
export type RecentPayout = z.infer<typeof recentPayout>;

export const dashboardResponse = z.object({
  shop: z.object({ _id: z.string(), name: z.string() }),
  mode: z.union([z.literal(0), z.literal(1)]),
  timezone: z.literal('UTC'),
  balance: balanceView,
  today: periodFigures,
  week: periodFigures,
  month: periodFigures,
  /** The last 30 UTC days, oldest first, every day present. */
  chart: z.array(chartDay),
  networks: z.array(networkTotal),
  latest_transactions: z.array(recentTransaction),
  latest_payouts: z.array(recentPayout),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** A shop's recent activity: payments' timeline events and payouts, newest first. */
export const shopEvent = z.object({
  _id: z.string(),
  kind: z.enum(['payment', 'payout']),
  event: z.string(),
  status: z.string(),
  reference: z.string(),
  object_id: z.string(),
  amount: z.number().int(),
  phoneNumber: z.string(),
  reseau: z.string(),
  date: z.string(),
});
export type ShopEvent = z.infer<typeof shopEvent>;
export const shopEventsResponse = z.object({ events: z.array(shopEvent) });
export type ShopEventsResponse = z.infer<typeof shopEventsResponse>;

export const summaryQuery = z.object({ shop: shopParam, from: isoDay, to: isoDay });
export type SummaryQuery = z.infer<typeof summaryQuery>;

export const summaryKind = z.enum(['collection', 'payout', 'refund']);
export type SummaryKind = z.infer<typeof summaryKind>;

/** One line of the period report: a kind of money movement on one network. */
export const summaryRow = z.object({
  kind: summaryKind,
  network: z.string(),
  label: z.string(),
  count: z.number().int(),
  failed: z.number().int(),
  amount: z.number().int(),
  fees: z.number().int(),
  /** What it did to the balance: positive for collections, negative for payouts and refunds. */
  net: z.number().int(),
});
export type SummaryRow = z.infer<typeof summaryRow>;

export const summaryResponse = z.object({
  shop: z.object({ _id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  rows: z.array(summaryRow),
  totals: z.record(summaryKind, figure.extend({ failed: z.number().int() })),
  net: z.number().int(),
});
export type SummaryResponse = z.infer<typeof summaryResponse>;

export const summaryExportQuery = summaryQuery.extend({ format: z.enum(['csv', 'xlsx']) });
export type SummaryExportQuery = z.infer<typeof summaryExportQuery>;
