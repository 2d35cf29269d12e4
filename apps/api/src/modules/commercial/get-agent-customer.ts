import type {
  AgentCustomerBalancesResponse,
  AgentCustomerDetailResponse,
  AgentCustomerPayoutsResponse,
} from '@platform/contracts';
import { commissionPeriodEnd } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopBalances } from '../ledger/get-shop-balances.ts';
import {
  findDocuments,
  findMerchantPayouts,
  findMerchantShops,
  getMerchantOwner,
} from './commercial-repository.ts';
import { listAgentCustomers } from './list-agent-customers.ts';
import { missingDocuments } from './missing-documents.ts';
import type { AgentContext } from './require-agent.ts';

async function oneCustomer(db: Db, agent: AgentContext, merchantId: string) {
  const [found] = await listAgentCustomers(db, agent, merchantId);
  if (!found) throw new AppError('AGENT_MERCHANT_NOT_FOUND');
  return found;
}

/** One of the agent's merchants: its profile and how far its validation went (documents missing). */
export async function getAgentCustomer(
  db: Db,
  agent: AgentContext,
  merchantId: string,
): Promise<AgentCustomerDetailResponse> {
  const { row, view } = await oneCustomer(db, agent, merchantId);
  const { merchant, term } = row;
  const [owner, documents] = await Promise.all([
    getMerchantOwner(db, merchantId),
    findDocuments(db, [merchantId]),
  ]);
  const submitted = merchant.identitySubmittedAt !== null;
  return {
    merchant: {
      ...view,
      validated_at: merchant.validatedAt?.toISOString() ?? null,
      identity_submitted_at: merchant.identitySubmittedAt?.toISOString() ?? null,
      identity: merchant.identity ?? null,
    },
    owner: owner
      ? {
          first_name: owner.firstName,
          last_name: owner.lastName,
          email: owner.email,
          email_verified: owner.emailVerifiedAt !== null,
          terms_accepted: owner.termsAcceptedAt !== null,
          active: owner.isActive,
        }
      : null,
    validation: {
      steps: [
        { step: 'email', done: owner?.emailVerifiedAt != null },
        { step: 'identity', done: submitted },
        { step: 'terms', done: owner?.termsAcceptedAt != null },
        { step: 'password', done: owner?.isActive === true },
        { step: 'review', done: merchant.valid },
      ],
      documents: documents.map((d) => ({
        kind: d.kind,
        name: d.originalName,
        uploaded_at: d.createdAt.toISOString(),
      })),
      missing_documents: missingDocuments(documents),
    },
    terms: {
      rate_bps: term.rateBps,
      months: term.months,
      ends_at: merchant.validatedAt
        ? commissionPeriodEnd(merchant.validatedAt, term.months).toISOString()
        : null,
    },
  };
}

/** The balances of each shop of one of the agent's merchants (read-only, from the ledger). */
export async function getAgentCustomerBalances(
  db: Db,
  agent: AgentContext,
  merchantId: string,
): Promise<AgentCustomerBalancesResponse> {
  const { row } = await oneCustomer(db, agent, merchantId);
  const shops = await findMerchantShops(db, merchantId);
  const balances = await Promise.all(shops.map((s) => getShopBalances(db, s.id, s.mode === 0 ? 0 : 1)));
  return {
    business_name: row.merchant.businessName,
    shops: shops.map((s, i) => ({
      _id: s.id,
      name: s.name,
      mode: s.mode,
      available: Number(balances[i]!.available),
      pending: Number(balances[i]!.pending),
      reserve: Number(balances[i]!.reserve),
    })),
  };
}

/** The latest live payouts of one of the agent's merchants (read-only). */
export async function listAgentCustomerPayouts(
  db: Db,
  agent: AgentContext,
  merchantId: string,
): Promise<AgentCustomerPayoutsResponse> {
  const { row } = await oneCustomer(db, agent, merchantId);
  const rows = await findMerchantPayouts(db, merchantId);
  return {
    business_name: row.merchant.businessName,
    items: rows.map(({ payout, shopName }) => ({
      _id: payout.id,
      reference: payout.reference,
      shop_name: shopName,
      network: payout.network,
      phone_number: payout.phoneNumber,
      amount: Number(payout.amount),
      fee: Number(payout.fee),
      status: payout.status,
      source: payout.sourceKind,
      date: payout.createdAt.toISOString(),
    })),
  };
}
