import type { Db } from '../db/client.ts';
import { runStatement, statement } from '../db/statement.ts';

const nowMs = 'floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint';

/**
 * `$3` hits on a key's counter, in fixed windows of `$2` milliseconds on the database's clock (so
 * every process agrees): a new window starts the count again from them. Answers the count after
 * them and the milliseconds left in the window.
 */
const hit = statement(
  'rate_limit_hits',
  `INSERT INTO rate_limit_counters AS c (key, reset_at, hits)
   SELECT $1, (${nowMs} / $2::bigint + 1) * $2::bigint, $3::int
   ON CONFLICT (key) DO UPDATE
   SET hits = CASE WHEN c.reset_at >= excluded.reset_at THEN c.hits + excluded.hits ELSE excluded.hits END,
       reset_at = GREATEST(c.reset_at, excluded.reset_at)
   RETURNING hits, reset_at - ${nowMs} AS ttl_ms`,
);

export async function hitRateLimit(db: Db, key: string, windowMs: number, count = 1) {
  const [row] = await runStatement(db, hit, [key, String(windowMs), String(count)]);
  return { hits: Number(row!.hits), ttlMs: Math.max(0, Number(row!.ttl_ms)) };
}

/** Forgets the counters whose window is over. */
export async function pruneRateLimits(db: Db) {
  await runStatement(
    db,
    statement('rate_limit_prune', `DELETE FROM rate_limit_counters WHERE reset_at < ${nowMs}`),
    [],
  );
}
