import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { merchants, payoutApiRequests, shops } from '../../platform/db/schema/index.ts';

export type PayoutApiRequestRow = typeof payoutApiRequests.$inferSelect;

export async function insertPayoutApiRequest(db: Db, values: typeof payoutApiRequests.$inferInsert) {
  const [row] = await db.insert(payoutApiRequests).values(values).returning();
  return row!;
}

/** A merchant's requests for its shops of a mode, newest first, with the shop's name. */
export function findPayoutApiRequests(db: Db, merchantId: string, mode: 0 | 1) {
  return db
    .select({ request: payoutApiRequests, shopName: shops.name })
    .from(payoutApiRequests)
    .innerJoin(shops, eq(shops.id, payoutApiRequests.shopId))
    .where(and(eq(payoutApiRequests.merchantId, merchantId), eq(shops.mode, mode)))
    .orderBy(desc(payoutApiRequests.createdAt), desc(payoutApiRequests.id));
}

export async function getPayoutApiRequest(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select({ request: payoutApiRequests, shopName: shops.name })
    .from(payoutApiRequests)
    .innerJoin(shops, eq(shops.id, payoutApiRequests.shopId))
    .where(
      and(eq(payoutApiRequests.id, id), eq(payoutApiRequests.merchantId, merchantId), eq(shops.mode, mode)),
    )
    .limit(1);
  return row;
}

/** The approved requests of a merchant's shop: their IPs may call the payout API. */
export function findApprovedPayoutApiRequests(db: Db, merchantId: string, shopId: string) {
  return db
    .select({ ips: payoutApiRequests.ips })
    .from(payoutApiRequests)
    .where(
      and(
        eq(payoutApiRequests.merchantId, merchantId),
        eq(payoutApiRequests.shopId, shopId),
        eq(payoutApiRequests.status, 'APPROVED'),
      ),
    );
}

export async function updatePayoutApiRequest(
  db: Db,
  id: string,
  patch: Partial<typeof payoutApiRequests.$inferInsert>,
) {
  const [row] = await db.update(payoutApiRequests).set(patch).where(eq(payoutApiRequests.id, id)).returning();
  return row;
}

const staffSelection = {
  request: payoutApiRequests,
  businessName: merchants.businessName,
  shopName: shops.name,
};

/** Staff list of requests of a status: the PENDING queue oldest first, the others newest first. */
export function findPayoutApiRequestsForStaff(db: Db, status: string, limit = 200) {
  return db
    .select(staffSelection)
    .from(payoutApiRequests)
    .innerJoin(merchants, eq(merchants.id, payoutApiRequests.merchantId))
    .innerJoin(shops, eq(shops.id, payoutApiRequests.shopId))
    .where(eq(payoutApiRequests.status, status))
    .orderBy(
      status === 'PENDING' ? asc(payoutApiRequests.createdAt) : desc(payoutApiRequests.createdAt),
      asc(payoutApiRequests.id),
    )
    .limit(limit);
}

export async function getPayoutApiRequestForStaff(db: Db, id: string) {
  const [row] = await db
    .select(staffSelection)
    .from(payoutApiRequests)
    .innerJoin(merchants, eq(merchants.id, payoutApiRequests.merchantId))
    .innerJoin(shops, eq(shops.id, payoutApiRequests.shopId))
    .where(eq(payoutApiRequests.id, id))
    .limit(1);
  return row;
}

export async function lockPayoutApiRequest(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(payoutApiRequests)
    .where(eq(payoutApiRequests.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Every APPROVED request of every merchant (the IP whitelist page), by merchant then shop. */
export function findApprovedForStaff(db: Db) {
  return db
    .select(staffSelection)
    .from(payoutApiRequests)
    .innerJoin(merchants, eq(merchants.id, payoutApiRequests.merchantId))
    .innerJoin(shops, eq(shops.id, payoutApiRequests.shopId))
    .where(eq(payoutApiRequests.status, 'APPROVED'))
    .orderBy(asc(merchants.businessName), asc(shops.name), asc(payoutApiRequests.createdAt));
}

/** The shop's newest APPROVED request, locked (staff add an IP to it). */
export async function lockLatestApprovedOfShop(db: Db, shopId: string) {
  const [row] = await db
    .select()
    .from(payoutApiRequests)
    .where(and(eq(payoutApiRequests.shopId, shopId), eq(payoutApiRequests.status, 'APPROVED')))
    .orderBy(desc(payoutApiRequests.createdAt))
    .for('update')
    .limit(1);
  return row;
}
