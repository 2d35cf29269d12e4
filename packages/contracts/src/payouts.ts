import { OPERATOR_CODES } from '@platform/domain';
import { z } from 'zod';
import { amountField, callbackInfoField } from './collections.ts';
import { networkName } from './networks.ts';

const shopField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(64);
const phoneField = z
  .union([z.string(), z.number()], { error: 'required' })
  .transform(String)
  .pipe(z.string().min(6, { error: 'format' }).max(24, { error: 'format' }));
const motifField = z.string().trim().max(255, { error: 'max' }).optional();
const passwordField = z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' });

/** A network as callers write it: an operator code or FeexPay's name (see networkName). */
export const payoutNetworkField = networkName;

export const PAYOUT_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export const PAYOUT_SOURCES = ['single', 'api', 'list', 'refund'] as const;

/** Fee preview of a payout (dashboard): what leaves the balance before confirming. */
export const payoutFeeBody = z.object({ shop: shopField, network: payoutNetworkField, amount: amountField });
export const payoutFeeResponse = z.object({
  network: z.enum(OPERATOR_CODES),
  amount: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  available: z.number().int(),
});

/** A single payout from the dashboard (`/sendmoney/form`, `/payouts/new`), confirmed by password. */
export const sendPayoutBody = z.object({
  shop: shopField,
  phoneNumber: phoneField,
  network: payoutNetworkField,
  amount: amountField,
  motif: motifField,
  password: passwordField,
});
export type SendPayoutBody = z.input<typeof sendPayoutBody>;

/** `POST payouts/readall`: the spec's payload (shop, mode). */
export const readAllPayoutsBody = z.object({
  shop: shopField,
  mode: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Which payouts: default every source. */
  source: z.array(z.enum(PAYOUT_SOURCES)).max(4).optional(),
  limit: z.number().int().min(1).max(500).optional().default(200),
});

/** One payout of the spec's answer to `payouts/readall`. */
export const payoutItem = z.object({
  _id: z.string(),
  phoneNumber: z.string(),
  reference: z.string(),
  reseau: z.string(),
  amount: z.number().int(),
  amount_sent: z.number().int(),
  fee: z.number().int(),
  description: z.string().nullable(),
  status: z.string(),
  source: z.string(),
  date: z.string(),
});
export type PayoutItem = z.infer<typeof payoutItem>;
export const readAllPayoutsResponse = z.array(payoutItem);

export const payoutDetailResponse = payoutItem.extend({
  /** The payout's shop (its receipt is asked for with it). */
  shop: z.string(),
  total: z.number().int(),
  reason: z.string().nullable(),
  reason_message: z.string().nullable(),
  completed_at: z.string().nullable(),
  events: z.array(z.object({ kind: z.string(), status: z.string().nullable(), date: z.string() })),
});
export type PayoutDetail = z.infer<typeof payoutDetailResponse>;

export const sendPayoutResponse = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number().int(),
  fee: z.number().int(),
  message: z.string(),
});

/** The FeexPay-compatible payout API: `POST /api/payouts/public/transfer/global`. */
export const publicPayoutBody = z.object({
  phoneNumber: phoneField,
  amount: amountField,
  shop: shopField,
  network: payoutNetworkField,
  motif: motifField,
  callback_info: callbackInfoField.optional(),
});
/** The per-network path names the network: the body's is optional there (and must agree). */
export const publicNetworkPayoutBody = publicPayoutBody.extend({ network: payoutNetworkField.optional() });

export const publicPayoutResponse = z.object({
  reference: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  message: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
});

export const payoutStatusResponse = z.object({
  reference: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number().int(),
  fees: z.number().int(),
  phoneNumber: z.string(),
  reseau: z.string(),
  motif: z.string().nullable(),
  callback_info: z.unknown(),
  mode: z.enum(['LIVE', 'SANDBOX']),
  date: z.string(),
  completed_at: z.string().nullable(),
  reason: z.string().nullable(),
});

/** A request for payout-API access with the server IPs to allow (`/payout_api/liste/add`). */
export const payoutApiRequestBody = z.object({
  shop: shopField,
  ips: z
    .array(z.union([z.ipv4({ error: 'format' }), z.ipv6({ error: 'format' })]), { error: 'required' })
    .min(1, { error: 'required' })
    .max(10, { error: 'max' }),
  usage: z.string({ error: 'required' }).trim().min(3, { error: 'min' }).max(500, { error: 'max' }),
});
export type PayoutApiRequestBody = z.input<typeof payoutApiRequestBody>;

export const payoutApiRequestItem = z.object({
  _id: z.string(),
  shop: z.string(),
  shop_name: z.string().nullable(),
  ips: z.array(z.string()),
  usage: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REFUSED', 'REVOKED']),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  date: z.string(),
});
export type PayoutApiRequestItem = z.infer<typeof payoutApiRequestItem>;

/** A withdrawal ("Demande de paiement") to a bank account or a wallet, confirmed by password. */
export const withdrawalBody = z
  .object({
    shop: shopField,
    amount: amountField,
    method: z.enum(['bank', 'wallet'], { error: 'required' }),
    bankName: z.string().trim().max(120, { error: 'max' }).optional(),
    accountHolder: z.string().trim().max(120, { error: 'max' }).optional(),
    accountNumber: z
      .string()
      .trim()
      .max(40, { error: 'max' })
      .regex(/^[A-Za-z0-9 ]*$/, { error: 'format' })
      .optional(),
    phoneNumber: phoneField.optional(),
    network: payoutNetworkField.optional(),
    note: z.string().trim().max(255, { error: 'max' }).optional(),
    password: passwordField,
  })
  .superRefine((value, ctx) => {
    const need = (field: keyof typeof value) => {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (value.method === 'bank') {
      need('bankName');
      need('accountHolder');
      need('accountNumber');
      if (value.accountNumber && value.accountNumber.replace(/\s/g, '').length < 10)
        ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'format' });
    } else {
      need('phoneNumber');
      need('network');
    }
  });
export type WithdrawalBody = z.input<typeof withdrawalBody>;

export const withdrawalItem = z.object({
  _id: z.string(),
  amount: z.number().int(),
  method: z.enum(['bank', 'wallet']),
  bank_name: z.string().nullable(),
  account_holder: z.string().nullable(),
  account_number: z.string().nullable(),
  phone_number: z.string().nullable(),
  network: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(['PENDING', 'APPROVED', 'REFUSED']),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  date: z.string(),
});
export type WithdrawalItem = z.infer<typeof withdrawalItem>;

export const payoutShopQuery = z.object({ shop: shopField });
export const payoutIdParams = z.object({ id: z.string().min(1).max(64) });
