import {
  MAX_AMOUNT_EXCLUSIVE,
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '@platform/domain';
import { z } from 'zod';
import { amountField } from './collections.ts';
import { operatorField } from './networks.ts';

// The status and type lists live in @platform/domain (the web's list filters read them without zod).
export {
  TRANSACTION_SORTS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionPublicStatus,
  type TransactionSort,
} from '@platform/domain';

/**
 * Matching rows are counted exactly up to this many; past it the count is PostgreSQL's estimate
 * (`total_exact: false`), so a count never scans more than this many rows.
 */
export const TRANSACTION_COUNT_CAP = 1_000;
/** The most rows one XLSX export holds (CSV is streamed and has no cap). */
export const TRANSACTION_XLSX_ROW_CAP = 50_000;

const maxAmount = Number(MAX_AMOUNT_EXCLUSIVE) - 1;
/**
 * An amount bound: a number, or the digits of one (query strings). Anything else (`true`, `[1]`,
 * `null`, an object) is refused rather than coerced.
 */
const filterAmount = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'format' })
    .int({ error: 'format' })
    .min(0, { error: 'format' })
    .max(maxAmount, { error: 'format' })
    .optional(),
);
const emptyStringToUndefined = (value: unknown) => (value === '' ? undefined : value);
const instant = z.iso.datetime({ offset: true, error: 'format' }).optional();
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * The filters of the transaction list, its export and readall (query string or JSON): status,
 * network, type, amount bounds (XOF, inclusive), creation period (ISO instants, `to` exclusive),
 * and `q`: a reference, a merchant reference or a phone number.
 */
export const transactionFilterFields = {
  status: z.preprocess(emptyToUndefined, z.enum(TRANSACTION_STATUSES, { error: 'format' }).optional()),
  network: z.preprocess(emptyToUndefined, operatorField('format').optional()),
  type: z.preprocess(emptyToUndefined, z.enum(TRANSACTION_TYPES, { error: 'format' }).optional()),
  amount_min: z.preprocess(emptyStringToUndefined, filterAmount),
  amount_max: z.preprocess(emptyStringToUndefined, filterAmount),
  from: z.preprocess(emptyToUndefined, instant),
  to: z.preprocess(emptyToUndefined, instant),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'max' }).optional()),
};

type FilterShape = {
  amount_min?: number | undefined;
  amount_max?: number | undefined;
  from?: string;
  to?: string;
};
function checkRanges(value: FilterShape, ctx: z.RefinementCtx) {
  if (value.amount_min !== undefined && value.amount_max !== undefined && value.amount_min > value.amount_max)
    ctx.addIssue({ code: 'custom', path: ['amount_max'], message: 'format' });
  if (value.from && value.to && Date.parse(value.from) > Date.parse(value.to))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'format' });
}

const sortFields = {
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(TRANSACTION_SORTS, { error: 'format' }).optional().default('created_at'),
  ),
  order: z.preprocess(
    emptyToUndefined,
    z.enum(['asc', 'desc'], { error: 'format' }).optional().default('desc'),
  ),
};

/** `GET /api/transactions`: one keyset page of a shop's transactions in the session's mode. */
export const transactionListQuery = z
  .object({
    shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
    ...transactionFilterFields,
    ...sortFields,
    limit: z.coerce.number({ error: 'format' }).int().min(1).max(100).optional().default(20),
    /** `next_cursor` or `prev_cursor` of a previous page. */
    cursor: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
  })
  .superRefine(checkRanges);
export type TransactionListQuery = z.input<typeof transactionListQuery>;
export type TransactionListFilters = Omit<z.output<typeof transactionListQuery>, 'shop' | 'limit' | 'cursor'>;

/** `GET /api/transactions/export`: the filtered rows as a file. */
export const transactionExportQuery = z
  .object({
    shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
    ...transactionFilterFields,
    ...sortFields,
    format: z.enum(['csv', 'xlsx'], { error: 'format' }).optional().default('csv'),
  })
  .superRefine(checkRanges);
export type TransactionExportQuery = z.input<typeof transactionExportQuery>;

/** One row of the dashboard's list. */
export const transactionSummary = z
  .object({
    _id: z.string(),
    reference: z.string(),
    merchant_reference: z.string().nullable(),
    status: z.enum(TRANSACTION_STATUSES),
    type: z.enum(TRANSACTION_TYPES),
    source: z.string(),
    network: z.string(),
    phone_number: z.string(),
    amount: z.number().int(),
    fee: z.number().int(),
    merchant_receives: z.number().int(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    description: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'TransactionSummary' });
export type TransactionSummary = z.infer<typeof transactionSummary>;

export const transactionListResponse = z.object({
  items: z.array(transactionSummary),
  next_cursor: z.string().nullable(),
  prev_cursor: z.string().nullable(),
  /** Matching rows: exact up to TRANSACTION_COUNT_CAP, PostgreSQL's estimate past it (`total_exact` false). */
  total: z.number().int(),
  total_exact: z.boolean(),
});
export type TransactionListResponse = z.infer<typeof transactionListResponse>;

export const transactionIdParams = z.object({ id: z.string().min(1).max(64) });

export const timelineItem = z.object({
  at: z.string(),
  /** created, operator.collect, operator.status, operator.callback, status.changed, reconciler.expired, webhook.attempt… */
  kind: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type TimelineItem = z.infer<typeof timelineItem>;

export const transactionDetailResponse = z.object({
  transaction: transactionSummary.extend({
    customer_pays: z.number().int(),
    reason_code: z.string().nullable(),
    reason_message: z.string().nullable(),
    operator_reference: z.string().nullable(),
    checks: z.number().int(),
    next_check_at: z.string().nullable(),
    mode: z.enum(['LIVE', 'SANDBOX']),
  }),
  fees: z.object({
    amount: z.number().int(),
    fee: z.number().int(),
    customer_pays: z.number().int(),
    merchant_receives: z.number().int(),
    fee_paid_by: z.enum(['customer', 'merchant']),
  }),
  timeline: z.array(timelineItem),
  ledger: z.array(
    z.object({
      _id: z.string(),
      kind: z.string(),
      created_at: z.string(),
      postings: z.array(
        z.object({
          account: z.string(),
          /** available, pending, reserve, platform_fees, operator_clearing */
          kind: z.string(),
          operator: z.string().nullable(),
          amount: z.number().int(),
        }),
      ),
    }),
  ),
  deliveries: z.array(
    z.object({
      _id: z.string(),
      event_id: z.string(),
      event_type: z.string(),
      endpoint_id: z.string(),
      endpoint_url: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      last_status_code: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type TransactionDetailResponse = z.infer<typeof transactionDetailResponse>;

/** `POST /api/transactions/request`: a request to pay typed by the merchant on the dashboard. */
export const manualRequestBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  network: operatorField('required'),
  phoneNumber: z
    .string({ error: 'required' })
    .trim()
    .min(6, { error: 'format' })
    .max(24, { error: 'format' }),
  amount: amountField,
  description: z.string().trim().max(255, { error: 'max' }).optional(),
  first_name: z.string().trim().max(80, { error: 'max' }).optional(),
  last_name: z.string().trim().max(80, { error: 'max' }).optional(),
  email: z.preprocess(emptyToUndefined, z.email({ error: 'email' }).max(254).optional()),
  otp: z
    .string()
    .regex(/^\d{4,8}$/, { error: 'format' })
    .optional(),
});
export type ManualRequestBody = z.input<typeof manualRequestBody>;

export const manualRequestResponse = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  action: z.record(z.string(), z.unknown()).nullable(),
});
export type ManualRequestResponse = z.infer<typeof manualRequestResponse>;

/** The spec's `transactions/readall` payload (shop and mode), with the list's filters and page/size. */
export const readAllTransactionsBody = z
  .object({
    shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
    mode: z.union([z.literal(0), z.literal(1)]).optional(),
    ...transactionFilterFields,
    page: z.number().int().min(1).max(100_000).optional().default(1),
    limit: z.number().int().min(1).max(100).optional().default(20),
  })
  .superRefine(checkRanges);
export type ReadAllTransactionsBody = z.input<typeof readAllTransactionsBody>;

/** One row of the spec's queryset (its field names), with the spec's defaults filled in. */
export const transactionListItem = z.object({
  _id: z.string(),
  /** FAILED when missing. */
  status: z.string(),
  amount: z.number().int(),
  commission_amount: z.number().int(),
  /** 'N/A' when missing. */
  first_name: z.string(),
  phoneNumber: z.string(),
  reference: z.string(),
  /** 'N/A' when missing. */
  marchand_reference: z.string(),
  /** 'N/A' when missing. */
  email: z.string(),
  /** 'Paiement' (mobile money) or 'Carte'. */
  type: z.string(),
  reseau: z.string(),
  /** French long date, e.g. '21 novembre 2026 à 09:05' (Africa/Porto-Novo time). */
  date: z.string(),
  /** The same instant, ISO 8601. */
  created_at: z.string(),
  /** The spec's payment means: Mobile Money and the phone number or 'Non-renseigné'. */
  mains: z.object({ main: z.string(), tel: z.string() }),
  url: z.string(),
  description: z.string(),
});
export type TransactionListItem = z.infer<typeof transactionListItem>;

export const readAllTransactionsResponse = z.object({
  queryset: z.array(transactionListItem),
  pager: z.object({
    totalItems: z.number().int(),
    totalExact: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type ReadAllTransactionsResponse = z.infer<typeof readAllTransactionsResponse>;
