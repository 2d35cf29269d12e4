import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

export type RollupMismatch = {
  /** dashboard_rollups or platform_fee_rollups. */
  table: string;
  /** The row's key: shop/mode/day/kind/network/status, or fee account/day/hour. */
  key: string;
  /** What the rollup holds and what the raw rows say: count/amount/fee/net, or the fee amount. */
  kept: string;
  computed: string;
};

/**
 * The dashboards' rollups (schema/rollups.ts) against the rows they sum: every key of
 * `dashboard_rollups` must hold exactly what the view `dashboard_rollups_from_rows` computes from
 * the transactions, payouts and refunds, and every fee account's day and hour what
 * `platform_fee_rollups_from_postings` sums from the ledger (migrations 0034 and 0035; a rollup row of
 * zeros and no row are the same). Answers the keys that disagree.
 */
export async function findRollupMismatches(db: Db, limit: number): Promise<RollupMismatch[]> {
  const result = (await db.execute(
    sql`SELECT * FROM (
          SELECT 'dashboard_rollups' AS "table",
                 concat_ws('/', coalesce(k.shop_id, r.shop_id), coalesce(k.mode, r.mode), coalesce(k.day, r.day),
                           coalesce(k.kind, r.kind), coalesce(k.network, r.network), coalesce(k.status, r.status)) AS key,
                 concat_ws('/', coalesce(k.count, 0), coalesce(k.amount, 0), coalesce(k.fee, 0), coalesce(k.net, 0)) AS kept,
                 concat_ws('/', coalesce(r.count, 0), coalesce(r.amount, 0), coalesce(r.fee, 0), coalesce(r.net, 0)) AS computed
          FROM dashboard_rollups k
          FULL JOIN dashboard_rollups_from_rows r
            ON r.shop_id = k.shop_id AND r.mode = k.mode AND r.day = k.day AND r.kind = k.kind
           AND r.network = k.network AND r.status = k.status
          WHERE (coalesce(k.count, 0), coalesce(k.amount, 0), coalesce(k.fee, 0), coalesce(k.net, 0))
             <> (coalesce(r.count, 0), coalesce(r.amount, 0), coalesce(r.fee, 0), coalesce(r.net, 0))
          UNION ALL
          SELECT 'platform_fee_rollups',
                 concat_ws('/', coalesce(k.account_id, r.account_id), coalesce(k.day, r.day), coalesce(k.hour, r.hour)),
                 coalesce(k.amount, 0)::text, coalesce(r.amount, 0)::text
          FROM platform_fee_rollups k
          FULL JOIN platform_fee_rollups_from_postings r ON r.account_id = k.account_id AND r.day = k.day
           AND r.hour = k.hour
          WHERE coalesce(k.amount, 0) <> coalesce(r.amount, 0)
        ) m ORDER BY 1, 2 LIMIT ${limit}`,
  )) as unknown as { rows: RollupMismatch[] };
  return result.rows;
}
