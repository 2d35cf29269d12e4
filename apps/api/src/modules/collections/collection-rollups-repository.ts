import type { Db } from '../../platform/db/client.ts';
import { runStatement, statement } from '../../platform/db/statement.ts';

// Read by the trigger transactions_rollup_update (migration 0036) as each row is updated.
const rollupsByBatchStatement = statement(
  'collection_rollups_by_batch',
  `SELECT set_config('feex.collection_rollups', $1::text, true)`,
);

/**
 * Runs `update` (an UPDATE of collections' rows, in the caller's transaction) with the per-row
 * rollup trigger off for the rows it updates: the caller then writes their dashboard rollups
 * itself, with addCollectionRollups. Only the rows `update` touches are left out; the trigger is
 * on again for anything after it.
 */
export async function withoutRowRollups<T>(tx: Db, update: () => Promise<T>): Promise<T> {
  await runStatement(tx, rollupsByBatchStatement, ['by_batch']);
  const result = await update();
  await runStatement(tx, rollupsByBatchStatement, ['']);
  return result;
}

// What the trigger dashboard_rollup_row (migration 0034) adds for each row, for many rows in one
// statement: the old state out (if it counted), the new state in (if it counts), summed per
// rollup row, written in key order (batches running at once lock shared rows in one order).
const addCollectionRollupsStatement = statement(
  'add_collection_rollups',
  `WITH v AS (
     SELECT * FROM unnest($1::text[], $2::text[]) AS v(id, old_status)
   ), d AS (
     SELECT t.shop_id, t.mode, (t.created_at AT TIME ZONE 'UTC')::date AS day, t.operator AS network,
       v.old_status AS status, -1 AS count, -t.amount AS amount, -t.fee AS fee, -t.merchant_receives AS net
     FROM v JOIN transactions t ON t.id = v.id WHERE v.old_status IN ('SUCCESSFUL', 'FAILED')
     UNION ALL
     SELECT t.shop_id, t.mode, (t.created_at AT TIME ZONE 'UTC')::date, t.operator,
       t.status, 1, t.amount, t.fee, t.merchant_receives
     FROM v JOIN transactions t ON t.id = v.id WHERE t.status IN ('SUCCESSFUL', 'FAILED')
   )
   INSERT INTO dashboard_rollups AS r (shop_id, mode, day, kind, network, status, count, amount, fee, net)
   SELECT shop_id, mode, day, 'collection', network, status, sum(count)::bigint, sum(amount)::bigint,
     sum(fee)::bigint, sum(net)::bigint
   FROM d GROUP BY shop_id, mode, day, network, status
   HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(fee) <> 0 OR sum(net) <> 0
   ORDER BY shop_id, mode, day, network, status
   ON CONFLICT (shop_id, mode, day, kind, network, status) DO UPDATE
   SET count = r.count + excluded.count, amount = r.amount + excluded.amount,
     fee = r.fee + excluded.fee, net = r.net + excluded.net`,
);

/**
 * The dashboard rollups of collections updated under withoutRowRollups, in one statement: each
 * row (as it is now) counted under its new status, and taken out of the one it had before
 * (`oldStatus`) if that counted. Only the status may have changed (shop, day, operator and
 * amounts are the row's own).
 */
export async function addCollectionRollups(tx: Db, rows: { id: string; oldStatus: string }[]) {
  if (rows.length === 0) return;
  await runStatement(tx, addCollectionRollupsStatement, [
    rows.map((r) => r.id),
    rows.map((r) => r.oldStatus),
  ]);
}
