import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/**
 * The rolling reserve against the ledger (modules/reserve): per shop and mode, the reserve
 * account (its buckets summed) must hold exactly what its unreleased holds say, and every hold
 * must have its `reserve:<transaction>:held` entry, and its `reserve:<hold>:released` entry
 * exactly when it is marked released. Answers the shops that disagree and the holds that do.
 */
export async function findReserveMismatches(db: Db, limit: number) {
  const shops = (
    (await db.execute(
      sql`WITH accounts AS (
            SELECT shop_id, mode, sum(balance) AS balance FROM ledger_accounts
            WHERE kind = 'reserve' AND shop_id IS NOT NULL GROUP BY shop_id, mode),
          holds AS (
            SELECT shop_id, mode, sum(amount) AS held FROM reserve_holds
            WHERE released_at IS NULL GROUP BY shop_id, mode)
          SELECT coalesce(a.shop_id, h.shop_id) AS shop_id, coalesce(a.mode, h.mode) AS mode,
                 coalesce(a.balance, 0)::text AS balance, coalesce(h.held, 0)::text AS held
          FROM accounts a FULL JOIN holds h ON h.shop_id = a.shop_id AND h.mode = a.mode
          WHERE coalesce(a.balance, 0) <> coalesce(h.held, 0)
          ORDER BY 1, 2 LIMIT ${limit}`,
    )) as unknown as { rows: { shop_id: string; mode: number; balance: string; held: string }[] }
  ).rows;
  const holds = (
    (await db.execute(
      sql`SELECT h.id, CASE WHEN held.id IS NULL THEN 'held entry missing'
                            WHEN h.released_at IS NULL THEN 'released entry without release'
                            ELSE 'released entry missing' END AS problem
          FROM reserve_holds h
          LEFT JOIN ledger_entries held ON held.idempotency_key = 'reserve:' || h.transaction_id || ':held'
          LEFT JOIN ledger_entries rel ON rel.idempotency_key = 'reserve:' || h.id || ':released'
          WHERE held.id IS NULL OR (h.released_at IS NULL) <> (rel.id IS NULL)
          ORDER BY h.id LIMIT ${limit}`,
    )) as unknown as { rows: { id: string; problem: string }[] }
  ).rows;
  return [
    ...shops.map((r) => ({
      shopId: r.shop_id,
      mode: Number(r.mode),
      balance: BigInt(r.balance),
      held: BigInt(r.held),
      problem: 'reserve balance differs from unreleased holds',
    })),
    ...holds.map((r) => ({ holdId: r.id, problem: r.problem })),
  ];
}
