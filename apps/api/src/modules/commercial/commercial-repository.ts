import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  commissionTerms,
  kycDocuments,
  merchants,
  payouts,
  shops,
  transactions,
  users,
} from '../../platform/db/schema/index.ts';

/** The merchants assigned to an agent (newest first), with the agent's terms on each. */
export async function findAgentMerchants(db: Db, agentUserId: string, merchantId?: string) {
  return db
    .select({ merchant: merchants, term: commissionTerms })
    .from(commissionTerms)
    .innerJoin(merchants, eq(merchants.id, commissionTerms.merchantId))
    .where(
      and(
        eq(commissionTerms.kind, 'agent'),
        eq(commissionTerms.agentUserId, agentUserId),
        merchantId ? eq(commissionTerms.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(desc(merchants.createdAt), asc(merchants.id));
}

/** Live successful collections of some merchants since `since`, by network. */
export async function sumVolumeByNetwork(db: Db, merchantIds: string[], since: Date) {
  if (merchantIds.length === 0) return [];
  const rows = await db
    .select({
      network: transactions.operator,
      amount: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
      n: count(),
    })
    .from(transactions)
    .where(
      and(
        inArray(transactions.merchantId, merchantIds),
        eq(transactions.mode, 1),
        eq(transactions.status, 'SUCCESSFUL'),
        gte(transactions.completedAt, since),
      ),
    )
    .groupBy(transactions.operator)
    .orderBy(transactions.operator);
  return rows.map((r) => ({ network: r.network, amount: BigInt(r.amount), count: Number(r.n) }));
}

/** The current documents of some merchants (a replaced one is history), oldest first. */
export async function findDocuments(db: Db, merchantIds: string[]) {
  if (merchantIds.length === 0) return [];
  return db
    .select()
    .from(kycDocuments)
    .where(and(inArray(kycDocuments.merchantId, merchantIds), ne(kycDocuments.status, 'REPLACED')))
    .orderBy(asc(kycDocuments.createdAt));
}

/** The owner (first user) of a merchant. */
export async function getMerchantOwner(db: Db, merchantId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.merchantId, merchantId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row;
}

/** A merchant's shops that are not deleted, live first. */
export async function findMerchantShops(db: Db, merchantId: string) {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), sql`${shops.status} <> 'deleted'`))
    .orderBy(desc(shops.mode), asc(shops.createdAt));
}

/** A merchant's latest live payouts (newest first), with the shop's name. */
export async function findMerchantPayouts(db: Db, merchantId: string, limit = 100) {
  return db
    .select({ payout: payouts, shopName: shops.name })
    .from(payouts)
    .innerJoin(shops, eq(shops.id, payouts.shopId))
    .where(and(eq(payouts.merchantId, merchantId), eq(payouts.mode, 1)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}
