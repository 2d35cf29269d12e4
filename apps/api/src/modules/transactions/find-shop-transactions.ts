import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transactions } from '../../platform/db/schema/index.ts';

/** A page of a shop's transactions in one mode, newest first, with the total. */
export async function findShopTransactions(db: Db, shopId: string, mode: 0 | 1, page: number, limit: number) {
  const scope = and(eq(transactions.shopId, shopId), eq(transactions.mode, mode));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(scope)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(transactions).where(scope),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
