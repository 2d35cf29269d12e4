import { amountError, OPERATOR_CODES, parseAmount } from '@platform/domain';
import { z } from 'zod';
import { networkName } from './networks.ts';

/** An XOF amount: a whole number (JSON number or digits), 0 < amount < 7 000 000 000. */
export const amountField = z
  .union([z.number(), z.string()], { error: 'required' })
  .superRefine((value, ctx) => {
    const error = amountError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error, maximum: '7 000 000 000' } as never);
  })
  .transform((value) => parseAmount(value)!);

const optionalText = (max: number) => z.string().trim().max(max, { error: 'max' }).optional();
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'format' })
  .max(2000, { error: 'max' })
  .optional();

/** The most a `callback_info` may weigh, serialized as JSON (UTF-8 bytes): it is stored and echoed in webhooks. */
export const CALLBACK_INFO_MAX_BYTES = 4096;

/** The merchant's own data, returned as is in statuses and webhooks; at most CALLBACK_INFO_MAX_BYTES. */
export const callbackInfoField = z.unknown().superRefine((value, ctx) => {
  if (value === undefined) return;
  if (new TextEncoder().encode(JSON.stringify(value)).length > CALLBACK_INFO_MAX_BYTES) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'string',
      maximum: CALLBACK_INFO_MAX_BYTES,
      inclusive: true,
      input: value,
      message: 'max',
    });
  }
});

/** The FeexPay-compatible request to pay (`POST /api/transactions/public/requesttopay/{operator}`). */
export const requestToPayBody = z.object({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  amount: amountField,
  phoneNumber: z
    .union([z.string(), z.number()], { error: 'required' })
    .transform(String)
    .pipe(z.string().min(6, { error: 'format' }).max(24, { error: 'format' })),
  description: optionalText(255),
  callback_info: callbackInfoField.optional(),
  first_name: optionalText(80),
  last_name: optionalText(80),
  email: z.email({ error: 'email' }).max(254).optional(),
  return_url: httpUrl,
  cancel_url: httpUrl,
  otp: z
    .string()
    .regex(/^\d{4,8}$/, { error: 'format' })
    .optional(),
});
export type RequestToPayBody = z.input<typeof requestToPayBody>;

/** The network of the path: an operator code or FeexPay's name (`mtn`, `MTN`, `celtiis%20bj`, `MOOV-TG`…). */
export const operatorParams = z.object({ operator: networkName });
export const referenceParams = z.object({ reference: z.string().min(1).max(64) });

export const customerAction = z.union([
  z.object({ type: z.literal('ussd_push'), message: z.string().optional() }),
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('otp'), instructions: z.string().optional() }),
  z.object({ type: z.literal('qr'), data: z.string() }),
]);

export const requestToPayResponse = z.object({
  reference: z.string(),
  status: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  message: z.string(),
  payment_url: z.string().optional(),
  action: customerAction.optional(),
  reason: z.string().optional(),
});
export type RequestToPayResponse = z.infer<typeof requestToPayResponse>;

export const PUBLIC_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;

/** A transaction as the merchant API and webhooks show it (FeexPay's field names). */
export const transactionStatusResponse = z
  .object({
    reference: z.string(),
    status: z.enum(PUBLIC_STATUSES),
    amount: z.number().int(),
    fees: z.number().int(),
    reason: z.string().optional(),
    reason_message: z.string().optional(),
    callback_info: z.unknown(),
    phoneNumber: z.string(),
    reseau: z.enum([...OPERATOR_CODES, 'card']),
    type: z.string(),
    mode: z.enum(['LIVE', 'SANDBOX']),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    description: z.string().nullable(),
    date: z.string(),
  })
  .meta({ id: 'TransactionStatus' });
export type TransactionStatusResponse = z.infer<typeof transactionStatusResponse>;

export const feeDetailsBody = z.object({
  network: networkName,
  amount: amountField,
  shop: z.string().min(1).max(64),
});
export const feeDetailsResponse = z.object({
  network: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  customer_pays: z.number().int(),
  merchant_receives: z.number().int(),
  fee_paid_by: z.enum(['customer', 'merchant']),
  /** FeexPay's name of the fee, in XOF (the same as `fee`). */
  iffees: z.number().int(),
  /** FeexPay's total: what the customer is charged (the same as `customer_pays`). */
  total: z.number().int(),
});

export const balanceResponse = z.object({
  shop: z.string(),
  mode: z.enum(['LIVE', 'SANDBOX']),
  currency: z.literal('XOF'),
  available: z.number().int(),
  pending: z.number().int(),
  reserve: z.number().int(),
});
