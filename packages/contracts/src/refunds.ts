import { z } from 'zod';
import { amountField } from './collections.ts';

const passwordField = z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' });
const transactionField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);

/** A refund of a successful collection (full when `amount` is left out), confirmed by password. */
export const createRefundBody = z.object({
  transaction: transactionField,
  amount: amountField.optional(),
  reason: z.string().trim().max(255, { error: 'max' }).optional(),
  password: passwordField,
});
export type CreateRefundBody = z.input<typeof createRefundBody>;

/** Several refunds at once (`/refund/newList` → `/refund/editSommary`). */
export const createRefundListBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(120, { error: 'max' }),
  items: z
    .array(
      z.object({
        transaction: transactionField,
        amount: amountField.optional(),
        reason: z.string().trim().max(255, { error: 'max' }).optional(),
      }),
      { error: 'required' },
    )
    .min(1, { error: 'required' })
    .max(500, { error: 'max' }),
  password: passwordField,
});
export type CreateRefundListBody = z.input<typeof createRefundListBody>;

export const refundItem = z.object({
  _id: z.string(),
  transaction: z.string(),
  transaction_reference: z.string(),
  phoneNumber: z.string(),
  reseau: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  list: z.string().nullable(),
  payout_reference: z.string().nullable(),
  date: z.string(),
  completed_at: z.string().nullable(),
});
export type RefundItem = z.infer<typeof refundItem>;

/** A collection as the refund form needs it: what was collected and what is left to refund. */
export const refundableTransaction = z.object({
  _id: z.string(),
  reference: z.string(),
  phoneNumber: z.string(),
  reseau: z.string(),
  amount: z.number().int(),
  refunded: z.number().int(),
  remaining: z.number().int(),
  date: z.string(),
  description: z.string().nullable(),
});
export type RefundableTransaction = z.infer<typeof refundableTransaction>;

/** The refunds of one collection, for its detail page: what is left and whether it can be refunded. */
export const transactionRefunds = z.object({
  transaction: z.string(),
  amount: z.number().int(),
  refunded: z.number().int(),
  remaining: z.number().int(),
  refundable: z.boolean(),
  refunds: z.array(refundItem),
});
export type TransactionRefunds = z.infer<typeof transactionRefunds>;

export const refundListItem = z.object({
  _id: z.string(),
  name: z.string(),
  count: z.number().int(),
  total: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  date: z.string(),
});
export type RefundListItem = z.infer<typeof refundListItem>;

export const refundListDetail = refundListItem.extend({ refunds: z.array(refundItem) });
export type RefundListDetail = z.infer<typeof refundListDetail>;
