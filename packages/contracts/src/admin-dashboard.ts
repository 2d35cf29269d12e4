import { z } from 'zod';

export const ADMIN_DASHBOARD_PERIODS = ['day', 'week', 'month'] as const;
export type AdminDashboardPeriod = (typeof ADMIN_DASHBOARD_PERIODS)[number];

export const adminDashboardQuery = z.object({
  period: z.enum(ADMIN_DASHBOARD_PERIODS, { error: 'format' }).optional().default('day'),
  /** 1 live (default), 0 sandbox. */
  mode: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional()
    .default(1),
});

/** Amounts are integer XOF as decimal strings (bigint in the database). */
const amount = z.string();

export const networkFigures = z.object({
  network: z.string(),
  collected: amount,
  collections: z.number().int(),
  paid_out: amount,
  payouts: z.number().int(),
  fees: amount,
  succeeded: z.number().int(),
  failed: z.number().int(),
  /** Successful collections over final ones, in percent with one decimal; null without any. */
  success_rate: z.number().nullable(),
  pending_over_1h: z.number().int(),
});
export type NetworkFigures = z.infer<typeof networkFigures>;

export const queueFigure = z.object({
  waiting: z.number().int(),
  oldest_age_seconds: z.number().int().nullable(),
});

export const ledgerCheckFigure = z.object({
  /** NOT_RUN until a check ran in this process; OK or MISMATCH after. */
  state: z.enum(['NOT_RUN', 'OK', 'MISMATCH']),
  ran_at: z.string().nullable(),
  accounts: z.number().int().nullable(),
  entries: z.number().int().nullable(),
  problems: z.number().int().nullable(),
});
export type LedgerCheckFigure = z.infer<typeof ledgerCheckFigure>;

export const adminDashboardResponse = z.object({
  period: z.enum(ADMIN_DASHBOARD_PERIODS),
  mode: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    collected: amount,
    paid_out: amount,
    /** Fees earned: the platform fee account's postings in the period (the ledger). */
    fees_earned: amount,
    success_rate: z.number().nullable(),
    pending_over_1h: z.number().int(),
  }),
  networks: z.array(networkFigures),
  /** Collected per day (UTC) and network, for the charts. */
  days: z.array(z.object({ date: z.string(), by_network: z.record(z.string(), z.number()) })),
  queues: z.object({
    validations: queueFigure,
    withdrawals: queueFigure,
    payout_api: queueFigure,
    card: queueFigure,
  }),
  ledger_check: ledgerCheckFigure,
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;
