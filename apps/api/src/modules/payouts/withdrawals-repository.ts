import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { merchants, shops, withdrawals } from '../../platform/db/schema/index.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function insertWithdrawal(db: Db, values: typeof withdrawals.$inferInsert) {
  const [row] = await db.insert(withdrawals).values(values).returning();
  return row!;
}

export function findShopWithdrawals(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.shopId, shopId), eq(withdrawals.mode, mode)))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(500);
}

export async function getMerchantWithdrawal(db: Db, id: string, merchantId: string, mode: 0 | 1) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId), eq(withdrawals.mode, mode)))
    .limit(1);
  return row;
}

export async function lockWithdrawal(db: Db, id: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update').limit(1);
  return row;
}

export async function updateWithdrawal(db: Db, id: string, patch: Partial<typeof withdrawals.$inferInsert>) {
  const [row] = await db.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
  return row!;
}

/**
 * The staff list of withdrawals of a status, with the merchant's and shop's names: the PENDING
 * queue oldest first, the decided ones newest first.
 */
export function findWithdrawalsForStaff(db: Db, status: string, limit = 200) {
  return db
    .select({ withdrawal: withdrawals, businessName: merchants.businessName, shopName: shops.name })
    .from(withdrawals)
    .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
    .innerJoin(shops, eq(shops.id, withdrawals.shopId))
    .where(eq(withdrawals.status, status))
    .orderBy(
      status === 'PENDING' ? asc(withdrawals.createdAt) : desc(withdrawals.decidedAt),
      asc(withdrawals.id),
    )
    .limit(limit);
}

export async function getWithdrawalForStaff(db: Db, id: string) {
  const [row] = await db
    .select({ withdrawal: withdrawals, businessName: merchants.businessName, shopName: shops.name })
    .from(withdrawals)
    .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
    .innerJoin(shops, eq(shops.id, withdrawals.shopId))
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row;
}
