import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../platform/db/schema/index.ts';
import type { ShopBalances } from './get-shop-balances.ts';

/** The cached balances of several shops (every mode they hold), bucket rows summed. */
export async function sumShopBalances(db: Db, shopIds: string[]): Promise<Map<string, ShopBalances>> {
  const result = new Map<string, ShopBalances>();
  if (shopIds.length === 0) return result;
  const rows = await db
    .select({
      shopId: ledgerAccounts.shopId,
      kind: ledgerAccounts.kind,
      balance: sql<string>`sum(${ledgerAccounts.balance})::text`,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.shopId, shopIds))
    .groupBy(ledgerAccounts.shopId, ledgerAccounts.kind);
  for (const row of rows) {
    if (!row.shopId) continue;
    const balances = result.get(row.shopId) ?? { available: 0n, pending: 0n, reserve: 0n };
    if (row.kind === 'available' || row.kind === 'pending' || row.kind === 'reserve')
      balances[row.kind] = BigInt(row.balance);
    result.set(row.shopId, balances);
  }
  return result;
}

/** The newest postings on a merchant's shop accounts (what the balances are made of). */
export function findMerchantPostings(db: Db, merchantId: string, limit: number) {
  return db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
      shopId: ledgerAccounts.shopId,
      account: ledgerAccounts.kind,
      amount: ledgerPostings.amount,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerEntries.merchantId, merchantId)))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}
