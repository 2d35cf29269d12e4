import { z } from 'zod';
import { operatorField } from './networks.ts';

/** Why a row of a payout list cannot be paid, one stable code per rule. */
export const PAYOUT_ROW_ERROR_CODES = [
  'PHONE_REQUIRED',
  'PHONE_INVALID',
  'NETWORK_REQUIRED',
  'NETWORK_UNKNOWN',
  'NETWORK_MISMATCH',
  'AMOUNT_REQUIRED',
  'AMOUNT_INVALID',
  'AMOUNT_TOO_SMALL',
  'AMOUNT_TOO_LARGE',
  'MOTIF_TOO_LONG',
  'DUPLICATE_ROW',
] as const;
export type PayoutRowErrorCode = (typeof PAYOUT_ROW_ERROR_CODES)[number];

export const PAYOUT_LIST_STATUSES = ['DRAFT', 'RUNNING', 'PAUSED', 'DONE'] as const;
export type PayoutListStatus = (typeof PAYOUT_LIST_STATUSES)[number];

/**
 * What a row shows: DRAFT (in preview), QUEUED (waiting for its turn), PENDING (paid out, the
 * operator's answer awaited), SUCCESSFUL, FAILED, SKIPPED (invalid when the list was confirmed).
 */
export const PAYOUT_ROW_STATUSES = ['DRAFT', 'QUEUED', 'PENDING', 'SUCCESSFUL', 'FAILED', 'SKIPPED'] as const;
export type PayoutRowStatus = (typeof PAYOUT_ROW_STATUSES)[number];

const shopField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);
const nameField = z.string().trim().max(80, { error: 'max' });
const sameNetworkField = operatorField('format');

/** A row typed in the dashboard: cells as text, validated like a file's. */
export const typedPayoutRow = z.object({
  phoneNumber: z.string().max(40).optional().default(''),
  network: z.string().max(40).optional().default(''),
  amount: z
    .union([z.string().max(30), z.number()])
    .optional()
    .default(''),
  motif: z.string().max(500).optional().default(''),
});
export type TypedPayoutRow = z.input<typeof typedPayoutRow>;

export const createPayoutListBody = z.object({
  shop: shopField,
  name: nameField.optional(),
  same_network: sameNetworkField.optional(),
  rows: z.array(typedPayoutRow).min(1, { error: 'required' }).max(1_000),
});
export type CreatePayoutListBody = z.input<typeof createPayoutListBody>;

export const copyPayoutListBody = z.object({ name: nameField.optional() });

export const renamePayoutListBody = z.object({ name: nameField.min(1, { error: 'required' }) });

export const payoutListsQuery = z.object({
  shop: shopField,
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const payoutListIdParams = z.object({ id: z.string().min(1).max(64) });
export const payoutListRowParams = z.object({
  id: z.string().min(1).max(64),
  rowId: z.string().min(1).max(64),
});

export const PAYOUT_ROW_FILTERS = ['all', 'errors', 'valid', 'failed', 'successful', 'pending'] as const;
export const payoutListRowsQuery = z.object({
  filter: z.enum(PAYOUT_ROW_FILTERS).optional().default('all'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type PayoutListRowsQuery = z.input<typeof payoutListRowsQuery>;

export const updatePayoutRowBody = z.object({
  phoneNumber: z.string().max(40).optional(),
  network: z.string().max(40).optional(),
  amount: z.union([z.string().max(30), z.number()]).optional(),
  motif: z.string().max(500).optional(),
});
export type UpdatePayoutRowBody = z.infer<typeof updatePayoutRowBody>;

export const confirmPayoutListBody = z.object({
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200),
});

export const exportQuery = z.object({ format: z.enum(['csv', 'xlsx']).optional().default('csv') });

export const payoutListRowView = z.object({
  _id: z.string(),
  line: z.number().int(),
  phone_raw: z.string(),
  network_raw: z.string(),
  amount_raw: z.string(),
  motif: z.string(),
  phoneNumber: z.string().nullable(),
  network: z.string().nullable(),
  amount: z.number().int().nullable(),
  errors: z.array(z.enum(PAYOUT_ROW_ERROR_CODES)),
  /** The first line with the same number, network and amount, for DUPLICATE_ROW. */
  duplicate_of: z.number().int().nullable(),
  status: z.enum(PAYOUT_ROW_STATUSES),
  attempt: z.number().int(),
  reference: z.string().nullable(),
  payout_id: z.string().nullable(),
  failure: z.string().nullable(),
  fee: z.number().int().nullable(),
});
export type PayoutListRowView = z.infer<typeof payoutListRowView>;

export const payoutListSummary = z.object({
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  total: z.number().int(),
  fees: z.number().int(),
  /** total + fees: what leaves the available balance. */
  debit: z.number().int(),
  available: z.number().int(),
  covered: z.boolean(),
  by_network: z.array(z.object({ network: z.string(), count: z.number().int(), total: z.number().int() })),
});
export type PayoutListSummary = z.infer<typeof payoutListSummary>;

export const payoutListProgress = z.object({
  status: z.enum(PAYOUT_LIST_STATUSES),
  /** Rows to pay (valid when confirmed). */
  total: z.number().int(),
  queued: z.number().int(),
  pending: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** Final rows over rows to pay, 0 to 100. */
  percent: z.number().int(),
  amount_sent: z.number().int(),
  finished: z.boolean(),
});
export type PayoutListProgress = z.infer<typeof payoutListProgress>;

export const payoutListView = z
  .object({
    _id: z.string(),
    shop: z.string(),
    name: z.string(),
    origin: z.enum(['file', 'typed', 'copy']),
    same_network: z.string().nullable(),
    file_name: z.string().nullable(),
    source_list_id: z.string().nullable(),
    status: z.enum(PAYOUT_LIST_STATUSES),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    summary: payoutListSummary,
    progress: payoutListProgress,
  })
  .meta({ id: 'PayoutList' });
export type PayoutListView = z.infer<typeof payoutListView>;

export const payoutListItem = z.object({
  _id: z.string(),
  name: z.string(),
  origin: z.enum(['file', 'typed', 'copy']),
  status: z.enum(PAYOUT_LIST_STATUSES),
  rows: z.number().int(),
  total: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  created_at: z.string(),
});
export type PayoutListItem = z.infer<typeof payoutListItem>;

export const payoutListsResponse = z.object({
  lists: z.array(payoutListItem),
  pager: z.object({ totalItems: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type PayoutListsResponse = z.infer<typeof payoutListsResponse>;

export const payoutListRowsResponse = z.object({
  rows: z.array(payoutListRowView),
  pager: z.object({ totalItems: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type PayoutListRowsResponse = z.infer<typeof payoutListRowsResponse>;

/** `/testcsv`: a payout file checked against the bulk rules, nothing created. */
export const payoutFileCheckResponse = z.object({
  file_name: z.string(),
  rows: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Sum of the valid rows' amounts (XOF). */
  total: z.number().int(),
  by_network: z.array(z.object({ network: z.string(), count: z.number().int(), total: z.number().int() })),
  /** The refused rows (the first 200), with why. */
  errors: z.array(
    z.object({
      line: z.number().int(),
      phone_raw: z.string(),
      network_raw: z.string(),
      amount_raw: z.string(),
      errors: z.array(z.enum(PAYOUT_ROW_ERROR_CODES)),
      duplicate_of: z.number().int().nullable(),
    }),
  ),
});
export type PayoutFileCheckResponse = z.infer<typeof payoutFileCheckResponse>;
