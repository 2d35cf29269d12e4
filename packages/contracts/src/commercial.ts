import { z } from 'zod';

export const agentPeriod = z.enum(['day', 'week', 'month', 'year']);
export type AgentPeriod = z.infer<typeof agentPeriod>;
export const agentDashboardQuery = z.object({ period: agentPeriod.default('month') });

export const networkVolume = z.object({
  network: z.string(),
  amount: z.number().int(),
  count: z.number().int(),
});

/** A merchant assigned to the agent that has not finished its validation. */
export const stuckMerchant = z.object({
  _id: z.string(),
  business_name: z.string(),
  status: z.string(),
  signed_up_at: z.string(),
  missing_documents: z.array(z.string()),
});

export const agentDashboardResponse = z.object({
  agent: z.object({
    first_name: z.string(),
    last_name: z.string(),
    code: z.string(),
    signup_path: z.string(),
    rate_bps: z.number().int(),
    months: z.number().int(),
  }),
  period: agentPeriod,
  from: z.string(),
  merchants: z.number().int(),
  signups: z.number().int(),
  volume: z.object({ amount: z.number().int(), count: z.number().int(), by_network: z.array(networkVolume) }),
  stuck: z.array(stuckMerchant),
  commissions: z.object({
    balance: z.number().int(),
    period: z.number().int(),
    total: z.number().int(),
  }),
});
export type AgentDashboardResponse = z.infer<typeof agentDashboardResponse>;

export const agentCustomerView = z.object({
  _id: z.string(),
  business_name: z.string(),
  country: z.string(),
  status: z.string(),
  valid: z.boolean(),
  signed_up_at: z.string(),
  volume_month: z.number().int(),
  volume_total: z.number().int(),
  commission_total: z.number().int(),
});
export type AgentCustomerView = z.infer<typeof agentCustomerView>;
export const agentCustomersResponse = z.object({ items: z.array(agentCustomerView) });
export type AgentCustomersResponse = z.infer<typeof agentCustomersResponse>;

/** One merchant's profile and validation progress, for its agent. */
export const agentCustomerDetailResponse = z.object({
  merchant: agentCustomerView.extend({
    validated_at: z.string().nullable(),
    identity_submitted_at: z.string().nullable(),
    identity: z.record(z.string(), z.string()).nullable(),
  }),
  owner: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      email_verified: z.boolean(),
      terms_accepted: z.boolean(),
      active: z.boolean(),
    })
    .nullable(),
  validation: z.object({
    steps: z.array(
      z.object({ step: z.enum(['email', 'identity', 'terms', 'password', 'review']), done: z.boolean() }),
    ),
    documents: z.array(z.object({ kind: z.string(), name: z.string(), uploaded_at: z.string() })),
    missing_documents: z.array(z.string()),
  }),
  terms: z.object({ rate_bps: z.number().int(), months: z.number().int(), ends_at: z.string().nullable() }),
});
export type AgentCustomerDetailResponse = z.infer<typeof agentCustomerDetailResponse>;

export const agentCustomerBalancesResponse = z.object({
  business_name: z.string(),
  shops: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      mode: z.number().int(),
      available: z.number().int(),
      pending: z.number().int(),
      reserve: z.number().int(),
    }),
  ),
});
export type AgentCustomerBalancesResponse = z.infer<typeof agentCustomerBalancesResponse>;

export const agentCustomerPayoutsResponse = z.object({
  business_name: z.string(),
  items: z.array(
    z.object({
      _id: z.string(),
      reference: z.string(),
      shop_name: z.string(),
      network: z.string(),
      phone_number: z.string(),
      amount: z.number().int(),
      fee: z.number().int(),
      status: z.string(),
      source: z.string(),
      date: z.string(),
    }),
  ),
});
export type AgentCustomerPayoutsResponse = z.infer<typeof agentCustomerPayoutsResponse>;

/** Staff: a merchant's agent and sponsor, with their terms. */
export const merchantCommissionResponse = z.object({
  merchant_id: z.string(),
  validated_at: z.string().nullable(),
  agent: z
    .object({
      user_id: z.string(),
      name: z.string(),
      rate_bps: z.number().int(),
      months: z.number().int(),
      origin: z.string(),
    })
    .nullable(),
  referral: z
    .object({
      sponsor_id: z.string(),
      sponsor_name: z.string(),
      rate_bps: z.number().int(),
      months: z.number().int(),
    })
    .nullable(),
  agents: z.array(z.object({ user_id: z.string(), name: z.string(), email: z.string() })),
});
export type MerchantCommissionResponse = z.infer<typeof merchantCommissionResponse>;

const bps = z
  .number({ error: 'required' })
  .int({ error: 'format' })
  .min(0, { error: 'betweenMin' })
  .max(10_000, { error: 'betweenMax' });
const months = z
  .number({ error: 'required' })
  .int({ error: 'format' })
  .min(1, { error: 'betweenMin' })
  .max(120, { error: 'betweenMax' });
const reason = z.string({ error: 'required' }).trim().min(3, { error: 'min' }).max(500, { error: 'max' });
/** The staff user's own password: these actions move money or grant access. */
const password = z.string({ error: 'required' }).min(1, { error: 'required' }).max(200);

/** Staff: assign a merchant to an agent (null: unassign) with its terms. */
export const assignAgentBody = z.object({
  agent_user_id: z.string().min(1).max(64).nullable(),
  rate_bps: bps,
  months,
  reason,
  password,
});
export type AssignAgentBody = z.infer<typeof assignAgentBody>;

/** Staff: the sponsor's terms on a merchant (the sponsor itself never changes). */
export const referralTermsBody = z.object({ rate_bps: bps, months, reason, password });
export type ReferralTermsBody = z.infer<typeof referralTermsBody>;

/** Staff: the agents, with their default terms and figures. */
export const adminAgentView = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  has_password: z.boolean(),
  code: z.string(),
  rate_bps: z.number().int(),
  months: z.number().int(),
  merchants: z.number().int(),
  commission_balance: z.number().int(),
});
export type AdminAgentView = z.infer<typeof adminAgentView>;
export const adminAgentsResponse = z.object({ items: z.array(adminAgentView) });
export type AdminAgentsResponse = z.infer<typeof adminAgentsResponse>;

/** Staff: a new agent (a COMMERCIAL staff user), invited by e-mail to set its first password. */
export const inviteAgentBody = z.object({
  email: z.string().trim().toLowerCase().email({ error: 'email' }).max(200),
  first_name: z.string().trim().min(1, { error: 'required' }).max(80),
  last_name: z.string().trim().min(1, { error: 'required' }).max(80),
  rate_bps: bps,
  months,
  reason,
  password,
});
export type InviteAgentBody = z.infer<typeof inviteAgentBody>;

/** Staff: an agent's default terms for the merchants assigned to it later. */
export const agentTermsBody = z.object({ rate_bps: bps, months, reason, password });
export type AgentTermsBody = z.infer<typeof agentTermsBody>;
