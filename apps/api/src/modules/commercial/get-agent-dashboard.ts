import type { AgentDashboardResponse, AgentPeriod } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { periodStart } from '../commissions/commission-periods.ts';
import { sumAccruals } from '../commissions/commissions-repository.ts';
import { agentCommissionBalances } from '../ledger/commission-account-repository.ts';
import { findAgentMerchants, findDocuments, sumVolumeByNetwork } from './commercial-repository.ts';
import { ensureAgent } from './ensure-agent.ts';
import { missingDocuments } from './missing-documents.ts';
import type { AgentContext } from './require-agent.ts';

/**
 * The agent's dashboard for a period (day, week, month, year so far, UTC): its merchants' live
 * volume by network, merchants signed up, merchants not validated yet (with missing documents),
 * and its commissions (balance, over the period, in all).
 */
export async function getAgentDashboard(
  db: Db,
  agent: AgentContext,
  period: AgentPeriod,
  now = new Date(),
): Promise<AgentDashboardResponse> {
  const from = periodStart(period, now);
  const row = await ensureAgent(db, agent.userId);
  const merchants = await findAgentMerchants(db, agent.userId);
  const ids = merchants.map((m) => m.merchant.id);
  const waiting = merchants.filter((m) => !m.merchant.valid);
  const [byNetwork, documents, accruals, balances] = await Promise.all([
    sumVolumeByNetwork(db, ids, from),
    findDocuments(
      db,
      waiting.map((m) => m.merchant.id),
    ),
    sumAccruals(db, { agentUserId: agent.userId }, from),
    agentCommissionBalances(db, [agent.userId]),
  ]);
  const sum = (pick: 'month' | 'total') => [...accruals.values()].reduce((s, a) => s + a[pick], 0n);
  return {
    agent: {
      first_name: agent.firstName,
      last_name: agent.lastName,
      code: row.code,
      signup_path: `/signup?agent=${row.code}`,
      rate_bps: row.rateBps,
      months: row.months,
    },
    period,
    from: from.toISOString(),
    merchants: merchants.length,
    signups: merchants.filter((m) => m.merchant.createdAt >= from).length,
    volume: {
      amount: Number(byNetwork.reduce((s, n) => s + n.amount, 0n)),
      count: byNetwork.reduce((s, n) => s + n.count, 0),
      by_network: byNetwork.map((n) => ({ network: n.network, amount: Number(n.amount), count: n.count })),
    },
    stuck: waiting.map((m) => ({
      _id: m.merchant.id,
      business_name: m.merchant.businessName,
      status: m.merchant.status,
      signed_up_at: m.merchant.createdAt.toISOString(),
      missing_documents: missingDocuments(documents.filter((d) => d.merchantId === m.merchant.id)),
    })),
    commissions: {
      balance: Number(balances.get(agent.userId) ?? 0n),
      period: Number(sum('month')),
      total: Number(sum('total')),
    },
  };
}
