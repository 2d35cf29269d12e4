import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { balanceAdjustments } from '../../platform/db/schema/index.ts';

export type BalanceAdjustmentRow = typeof balanceAdjustments.$inferSelect;

export async function insertAdjustment(db: Db, values: typeof balanceAdjustments.$inferInsert) {
  const [row] = await db.insert(balanceAdjustments).values(values).returning();
  return row!;
}

export async function lockAdjustment(db: Db, id: string) {
  const [row] = await db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id)).for('update');
  return row;
}

export async function updateAdjustment(
  db: Db,
  id: string,
  patch: Partial<typeof balanceAdjustments.$inferInsert>,
) {
  const [row] = await db
    .update(balanceAdjustments)
    .set(patch)
    .where(eq(balanceAdjustments.id, id))
    .returning();
  return row!;
}

export function findMerchantAdjustments(db: Db, merchantId: string, limit = 100) {
  return db
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.merchantId, merchantId))
    .orderBy(desc(balanceAdjustments.createdAt))
    .limit(limit);
}
