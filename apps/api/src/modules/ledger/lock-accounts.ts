import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/**
 * Locks, in id order and in one statement, the accounts a batch of entries will post to, before
 * the first of them: every batch then takes its locks in the same order, so two batches posting
 * to overlapping accounts wait for each other instead of deadlocking. An account split into
 * buckets is left out: its entries pick a free bucket themselves (see ledger.md).
 */
export async function lockAccountsForBatch(tx: Db, accountIds: string[]) {
  if (accountIds.length === 0) return;
  await tx.execute(
    sql`SELECT id FROM ledger_accounts
        WHERE id = ANY(${sql.param([...new Set(accountIds)])}::text[]) AND NOT (buckets > 1 AND shard = 0)
        ORDER BY id FOR NO KEY UPDATE`,
  );
}
