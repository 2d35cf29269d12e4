import { PAYOUT_API_REQUEST_STATUSES, WITHDRAWAL_STATUSES } from '@platform/domain';
import { z } from 'zod';
import { payoutItem } from './payouts.ts';
import { staffDecisionBody } from './staff-decisions.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `GET /api/admin/withdrawals`: the queue (PENDING, oldest first) or the decided ones (newest first). */
export const adminWithdrawalQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(WITHDRAWAL_STATUSES, { error: 'format' }).default('PENDING')),
});

export const adminWithdrawalItem = z.object({
  _id: z.string(),
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  shop: z.object({ _id: z.string(), name: z.string() }),
  mode: z.enum(['LIVE', 'SANDBOX']),
  amount: z.number().int(),
  method: z.enum(['bank', 'wallet']),
  bank_name: z.string().nullable(),
  account_holder: z.string().nullable(),
  account_number: z.string().nullable(),
  phone_number: z.string().nullable(),
  network: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  external_reference: z.string().nullable(),
  payout_id: z.string().nullable(),
  date: z.string(),
  /** The shop's balances now (the held amount is in pending). */
  balances: z.object({ available: z.number().int(), pending: z.number().int() }),
});
export type AdminWithdrawalItem = z.infer<typeof adminWithdrawalItem>;

/** Approving: a bank withdrawal names the transfer's reference; a wallet one is paid by payout. */
export const approveWithdrawalBody = staffDecisionBody.extend({
  external_reference: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(3, { error: 'min' }).max(120, { error: 'max' }).optional(),
  ),
});
export type ApproveWithdrawalBody = z.input<typeof approveWithdrawalBody>;

export const adminWithdrawalAnswer = z.object({ withdrawal: adminWithdrawalItem, message: z.string() });

/** `GET /api/admin/payout-api-requests`. */
export const adminPayoutApiQuery = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(PAYOUT_API_REQUEST_STATUSES, { error: 'format' }).default('PENDING'),
  ),
});

export const adminPayoutApiItem = z.object({
  _id: z.string(),
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  shop: z.object({ _id: z.string(), name: z.string() }),
  ips: z.array(z.string()),
  usage: z.string(),
  status: z.enum(PAYOUT_API_REQUEST_STATUSES),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  revoked_at: z.string().nullable(),
  date: z.string(),
});
export type AdminPayoutApiItem = z.infer<typeof adminPayoutApiItem>;
export const adminPayoutApiAnswer = z.object({ request: adminPayoutApiItem, message: z.string() });

/** `/admin/whitelistip`: one allow-listed IP of a merchant's payout API. */
export const whitelistIpItem = z.object({
  request_id: z.string(),
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  shop: z.object({ _id: z.string(), name: z.string() }),
  ip: z.string(),
  approved_at: z.string().nullable(),
});
export type WhitelistIpItem = z.infer<typeof whitelistIpItem>;

const ipField = z.union([z.ipv4({ error: 'format' }), z.ipv6({ error: 'format' })], { error: 'format' });

export const addWhitelistIpBody = staffDecisionBody.extend({
  shop: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  ip: ipField,
});
export type AddWhitelistIpBody = z.input<typeof addWhitelistIpBody>;

export const removeWhitelistIpBody = staffDecisionBody.extend({
  request_id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
  ip: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64),
});
export type RemoveWhitelistIpBody = z.input<typeof removeWhitelistIpBody>;

/** `/admin/merchants/payout/{id}`: the merchant's payouts, every shop and mode, newest first. */
export const merchantPayoutsResponse = z.object({
  merchant: z.object({ _id: z.string(), business_name: z.string() }),
  shops: z.array(z.object({ _id: z.string(), name: z.string(), mode: z.enum(['LIVE', 'SANDBOX']) })),
  payouts: z.array(
    payoutItem.extend({
      shop: z.string(),
      mode: z.enum(['LIVE', 'SANDBOX']),
      created_by: z.string().nullable(),
    }),
  ),
});
export type MerchantPayoutsResponse = z.infer<typeof merchantPayoutsResponse>;
export const staffPayoutAnswer = z.object({ payout: payoutItem, message: z.string() });
