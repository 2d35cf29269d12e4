import type { AgentCustomerView } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import type { MerchantRow } from '../auth/users-repository.ts';
import { periodStart } from '../commissions/commission-periods.ts';
import { sumAccruals, sumLiveVolumes } from '../commissions/commissions-repository.ts';
import { findAgentMerchants } from './commercial-repository.ts';
import type { AgentContext } from './require-agent.ts';

export function toAgentCustomerView(
  merchant: MerchantRow,
  figures: { month: bigint; total: bigint; commission: bigint },
): AgentCustomerView {
  return {
    _id: merchant.id,
    business_name: merchant.businessName,
    country: merchant.country,
    status: merchant.status,
    valid: merchant.valid,
    signed_up_at: merchant.createdAt.toISOString(),
    volume_month: Number(figures.month),
    volume_total: Number(figures.total),
    commission_total: Number(figures.commission),
  };
}

/** The agent's merchants: status, live volume this month and in all, commission earned on each. */
export async function listAgentCustomers(db: Db, agent: AgentContext, merchantId?: string, now = new Date()) {
  const rows = await findAgentMerchants(db, agent.userId, merchantId);
  const ids = rows.map((r) => r.merchant.id);
  const month = periodStart('month', now);
  const [total, thisMonth, commissions] = await Promise.all([
    sumLiveVolumes(db, ids),
    sumLiveVolumes(db, ids, month),
    sumAccruals(db, { agentUserId: agent.userId }, month),
  ]);
  return rows.map((r) => ({
    row: r,
    view: toAgentCustomerView(r.merchant, {
      month: thisMonth.get(r.merchant.id) ?? 0n,
      total: total.get(r.merchant.id) ?? 0n,
      commission: commissions.get(r.merchant.id)?.total ?? 0n,
    }),
  }));
}
