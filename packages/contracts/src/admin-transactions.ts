import { z } from 'zod';
import { TRANSACTION_STATUSES, transactionDetailResponse, transactionFilterFields } from './transactions.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const idFilter = z.preprocess(emptyToUndefined, z.string().max(64).optional());

/**
 * `/admin/transactions`: the merchant list's filters plus merchant and shop, in a mode (live by
 * default), every merchant when neither is given.
 */
const staffTransactionFields = {
  mode: z.preprocess(emptyToUndefined, z.enum(['LIVE', 'SANDBOX'], { error: 'format' }).default('LIVE')),
  merchant: idFilter,
  shop: idFilter,
  ...transactionFilterFields,
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(['created_at', 'amount'], { error: 'format' }).default('created_at'),
  ),
  order: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc'], { error: 'format' }).default('desc')),
};

export const adminTransactionListQuery = z.object({
  ...staffTransactionFields,
  limit: z.coerce.number({ error: 'format' }).int().min(1).max(100).optional().default(20),
  cursor: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
});
export type AdminTransactionListQuery = z.input<typeof adminTransactionListQuery>;

export const adminTransactionExportQuery = z.object({
  ...staffTransactionFields,
  format: z.enum(['csv', 'xlsx'], { error: 'format' }).optional().default('csv'),
});

/** The detail as the merchant sees it, plus whose it is. */
export const adminTransactionDetailResponse = transactionDetailResponse.extend({
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  shop: z.object({ _id: z.string(), name: z.string() }),
});
export type AdminTransactionDetailResponse = z.infer<typeof adminTransactionDetailResponse>;

export const recheckTransactionResponse = z.object({
  status: z.enum(TRANSACTION_STATUSES),
  message: z.string(),
});
