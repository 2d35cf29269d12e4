import { z } from 'zod';

const shopParam = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'max' });

/** `/reserve`: a shop of the caller in the session's mode, and a page of its history. */
export const reserveQuery = z.object({
  shop: shopParam,
  page: z.coerce
    .number({ error: 'format' })
    .int({ error: 'format' })
    .min(1, { error: 'format' })
    .max(10_000, { error: 'format' })
    .default(1),
});
export type ReserveQuery = z.input<typeof reserveQuery>;

export const reserveHoldView = z.object({
  _id: z.string(),
  reference: z.string(),
  /** What the merchant received on the collection, and the share held (XOF). */
  collection_amount: z.number().int(),
  amount: z.number().int(),
  rate_bps: z.number().int(),
  hold_days: z.number().int(),
  held_at: z.string(),
  release_at: z.string(),
  released_at: z.string().nullable(),
  status: z.enum(['held', 'released']),
});
export type ReserveHoldView = z.infer<typeof reserveHoldView>;

export const reserveResponse = z.object({
  /** The shop's reserve account (the ledger's balance), and what it holds per the holds. */
  balance: z.number().int(),
  released_total: z.number().int(),
  currency: z.literal('XOF'),
  /** The shop's terms: rate in bps (null: no reserve) and hold period in days. */
  rate_bps: z.number().int().nullable(),
  hold_days: z.number().int(),
  /** What will be released, per UTC day, soonest first. */
  schedule: z.array(z.object({ day: z.string(), amount: z.number().int(), holds: z.number().int() })),
  history: z.array(reserveHoldView),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ReserveResponse = z.infer<typeof reserveResponse>;
