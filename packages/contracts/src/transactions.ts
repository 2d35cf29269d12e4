import { z } from 'zod';

/** The spec's `transactions/readall` payload: the shop of the stored shop session and the mode. */
export const readAllTransactionsBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  mode: z.union([z.literal(0), z.literal(1)]).optional(),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  limit: z.number().int().min(1).max(100).optional().default(20),
});
export type ReadAllTransactionsBody = z.input<typeof readAllTransactionsBody>;

/** One row of the spec's queryset (its field names). */
export const transactionListItem = z.object({
  _id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  commission_amount: z.number().int(),
  first_name: z.string().nullable(),
  phoneNumber: z.string(),
  reference: z.string(),
  marchand_reference: z.string().nullable(),
  email: z.string().nullable(),
  type: z.string(),
  reseau: z.string(),
  date: z.string(),
  url: z.string().nullable(),
  description: z.string().nullable(),
});
export type TransactionListItem = z.infer<typeof transactionListItem>;

export const readAllTransactionsResponse = z.object({
  queryset: z.array(transactionListItem),
  pager: z.object({ totalItems: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type ReadAllTransactionsResponse = z.infer<typeof readAllTransactionsResponse>;
