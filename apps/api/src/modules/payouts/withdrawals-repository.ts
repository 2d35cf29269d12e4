import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { withdrawals } from '../../platform/db/schema/index.ts';

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
