import { z } from 'zod';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  timelineItem,
  transactionDetailResponse,
  transactionFilterFields,
} from './transactions.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const idFilter = z.preprocess(emptyToUndefined, z.string().max(64).optional());

/**
 * What a row of `/admin/transactions` is: a customer's payment (COLLECTION), money sent from a
 * shop's balance (PAYOUT: dashboard, payout API, payout lists, wallet withdrawals, staff on the
 * merchant's behalf) or a refund of a collection (REFUND: paid by a payout of source `refund`).
 */
export const ADMIN_TRANSACTION_KINDS = ['COLLECTION', 'PAYOUT', 'REFUND'] as const;
export type AdminTransactionKind = (typeof ADMIN_TRANSACTION_KINDS)[number];

/**
 * `/admin/transactions`: the merchant list's filters plus kind, merchant and shop, in a mode (live
 * by default), every merchant when neither is given. `type` (PAYMENT, CARD) only matches
 * collections.
 */
const staffTransactionFields = {
  mode: z.preprocess(emptyToUndefined, z.enum(['LIVE', 'SANDBOX'], { error: 'format' }).default('LIVE')),
  kind: z.preprocess(emptyToUndefined, z.enum(ADMIN_TRANSACTION_KINDS, { error: 'format' }).optional()),
  merchant: idFilter,
  shop: idFilter,
  ...transactionFilterFields,
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(['created_at', 'amount'], { error: 'format' }).default('created_at'),
  ),
  order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc'], { error: 'format' }).default('desc')),
};

type RangeShape = {
  amount_min?: number | undefined;
  amount_max?: number | undefined;
  from?: string;
  to?: string;
};
function checkRanges(value: RangeShape, ctx: z.RefinementCtx) {
  if (value.amount_min !== undefined && value.amount_max !== undefined && value.amount_min > value.amount_max)
    ctx.addIssue({ code: 'custom', path: ['amount_max'], message: 'format' });
  if (value.from && value.to && Date.parse(value.from) > Date.parse(value.to))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'format' });
}

export const adminTransactionListQuery = z
  .object({
    ...staffTransactionFields,
    limit: z.coerce.number({ error: 'format' }).int().min(1).max(100).optional().default(20),
    cursor: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
  })
  .superRefine(checkRanges);
export type AdminTransactionListQuery = z.input<typeof adminTransactionListQuery>;

export const adminTransactionExportQuery = z
  .object({
    ...staffTransactionFields,
    format: z.enum(['csv', 'xlsx'], { error: 'format' }).optional().default('csv'),
  })
  .superRefine(checkRanges);

const whose = {
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  shop: z.object({ _id: z.string(), name: z.string() }),
};

/**
 * One row of the staff list, whatever its kind. `_id` is the collection's or the payout's id
 * (a refund's row is its payout; `refund_id` and `collection_reference` name the refund and what
 * it gives back). `type` is a collection's (PAYMENT, CARD), null for money sent.
 */
export const adminTransactionItem = z
  .object({
    _id: z.string(),
    kind: z.enum(ADMIN_TRANSACTION_KINDS),
    reference: z.string(),
    merchant_reference: z.string().nullable(),
    status: z.enum(TRANSACTION_STATUSES),
    type: z.enum(TRANSACTION_TYPES).nullable(),
    /** A collection's source (api, link, page, checkout, dashboard) or a payout's (single, api, list, refund, withdrawal). */
    source: z.string(),
    network: z.string(),
    phone_number: z.string(),
    amount: z.number().int(),
    fee: z.number().int(),
    description: z.string().nullable(),
    refund_id: z.string().nullable(),
    collection_reference: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    ...whose,
  })
  .meta({ id: 'AdminTransactionItem' });
export type AdminTransactionItem = z.infer<typeof adminTransactionItem>;

export const adminTransactionListResponse = z.object({
  items: z.array(adminTransactionItem),
  next_cursor: z.string().nullable(),
  prev_cursor: z.string().nullable(),
  /** Matching rows: exact up to TRANSACTION_COUNT_CAP, at least that many past it (`total_exact` false). */
  total: z.number().int(),
  total_exact: z.boolean(),
});
export type AdminTransactionListResponse = z.infer<typeof adminTransactionListResponse>;

const ledgerEntries = transactionDetailResponse.shape.ledger;
const deliveries = transactionDetailResponse.shape.deliveries;

/** A collection's detail as the merchant sees it, plus whose it is. */
export const adminCollectionDetail = transactionDetailResponse.extend({
  kind: z.literal('COLLECTION'),
  ...whose,
});

/**
 * A payout's or a refund's detail: the payout, its operator exchanges and status changes
 * (timeline), its ledger entries (hold, settlement or release), its webhooks; a refund names the
 * collection it gives back.
 */
export const adminPayoutDetail = z.object({
  kind: z.enum(['PAYOUT', 'REFUND']),
  payout: z.object({
    _id: z.string(),
    reference: z.string(),
    status: z.enum(TRANSACTION_STATUSES),
    state: z.string(),
    source: z.string(),
    network: z.string(),
    phone_number: z.string(),
    amount: z.number().int(),
    fee: z.number().int(),
    total: z.number().int(),
    motif: z.string().nullable(),
    reason_code: z.string().nullable(),
    reason_message: z.string().nullable(),
    operator_reference: z.string().nullable(),
    checks: z.number().int(),
    next_check_at: z.string().nullable(),
    submitted_at: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    mode: z.enum(['LIVE', 'SANDBOX']),
  }),
  refund: z
    .object({
      _id: z.string(),
      amount: z.number().int(),
      reason: z.string().nullable(),
      status: z.string(),
      transaction: z.object({ _id: z.string(), reference: z.string() }),
    })
    .nullable(),
  timeline: z.array(timelineItem),
  ledger: ledgerEntries,
  deliveries,
  ...whose,
});

export const adminTransactionDetailResponse = z.discriminatedUnion('kind', [
  adminCollectionDetail,
  adminPayoutDetail,
]);
export type AdminTransactionDetailResponse = z.infer<typeof adminTransactionDetailResponse>;
export type AdminCollectionDetail = z.infer<typeof adminCollectionDetail>;
export type AdminPayoutDetail = z.infer<typeof adminPayoutDetail>;

export const recheckTransactionResponse = z.object({
  status: z.enum(TRANSACTION_STATUSES),
  message: z.string(),
});

/** The back-office's merchant picker: merchants whose name, an e-mail of their users or id matches. */
export const merchantLookupQuery = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'max' }).optional()),
  limit: z.coerce.number({ error: 'format' }).int().min(1).max(50).optional().default(20),
});
export const merchantLookupItem = z.object({
  _id: z.string(),
  business_name: z.string(),
  email: z.string().nullable(),
  status: z.string(),
});
export type MerchantLookupItem = z.infer<typeof merchantLookupItem>;

/** The back-office's shop picker: a merchant's shops (both modes, deleted ones left out). */
export const shopLookupItem = z.object({
  _id: z.string(),
  name: z.string(),
  mode: z.enum(['LIVE', 'SANDBOX']),
  status: z.string(),
});
export type ShopLookupItem = z.infer<typeof shopLookupItem>;
