import { LOCALES } from '@platform/domain';
import { z } from 'zod';

const shop = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);

/**
 * `GET /api/transactions/:id/receipt` and `GET /api/payouts/:id/receipt`: the PDF receipt of a
 * successful payment or payout of the shop. `lang` chooses its language; by default a payment's
 * receipt is in its customer's language (the page they paid on), else the merchant's.
 */
export const receiptQuery = z.object({
  shop,
  lang: z.enum(LOCALES, { error: 'format' }).optional(),
});
export type ReceiptQuery = z.input<typeof receiptQuery>;

/** A calendar month, `YYYY-MM`. */
export const STATEMENT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `GET /api/statements`: a shop's monthly statement from its ledger, as PDF or CSV. */
export const statementQuery = z.object({
  shop,
  month: z.string({ error: 'required' }).regex(STATEMENT_MONTH, { error: 'format' }),
  format: z.enum(['pdf', 'csv'], { error: 'format' }).optional().default('pdf'),
});
export type StatementQuery = z.input<typeof statementQuery>;
