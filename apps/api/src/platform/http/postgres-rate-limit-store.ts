import type { Db } from '../db/client.ts';
import { hitRateLimit, pruneRateLimits } from './rate-limit-repository.ts';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters whose window is over are deleted at most this often, by the process that notices. */
const PRUNE_INTERVAL_MS = 60_000;

/**
 * The store of @fastify/rate-limit (its custom store interface: `incr`, `child`) over the
 * `rate_limit_counters` table, so every API process counts the same hits: one UPSERT per request
 * in fixed windows.
 */
export class PostgresRateLimitStore {
  private lastPrune = Date.now();

  constructor(private readonly db: Db) {}

  incr(key: string, callback: StoreCallback, timeWindow: number) {
    hitRateLimit(this.db, key, timeWindow).then(
      ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
      (error: Error) => callback(error),
    );
    if (Date.now() - this.lastPrune > PRUNE_INTERVAL_MS) {
      this.lastPrune = Date.now();
      pruneRateLimits(this.db).catch(() => {});
    }
  }

  /** Route-level settings share the table: keys already name their family. */
  child() {
    return this;
  }
}

/** @fastify/rate-limit builds its store itself (`new Store(options)`): a class bound to a database. */
export function postgresRateLimitStore(db: Db) {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(db);
    }
  };
}
