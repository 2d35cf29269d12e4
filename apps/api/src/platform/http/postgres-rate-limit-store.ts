import type { Db } from '../db/client.ts';
import { hitRateLimit, pruneRateLimits } from './rate-limit-repository.ts';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters whose window is over are deleted at most this often, by the process that notices. */
const PRUNE_INTERVAL_MS = 60_000;
/** The most hits a process takes from the database at once for one key (see `blockSize`). */
const MAX_BLOCK = 64;

/**
 * How many hits a process reserves for a key in one statement: 1 % of the limit (at most
 * `MAX_BLOCK`), 1 under a limit of 200 or less, where counting stays exact to the request.
 */
export function blockSize(max: number): number {
  return Math.max(1, Math.min(MAX_BLOCK, Math.floor(max / 100)));
}

/** One key's hits this process has reserved in the database and not handed out yet. */
type KeyState = {
  /** The counts reserved: `next` … `last` (none when `next > last`). */
  next: number;
  last: number;
  /** When the reservation's window ends (this process's clock). */
  endsAt: number;
  /** Hits waiting for the reservation under way. */
  waiting: StoreCallback[];
  reserving: boolean;
};

/**
 * The store of @fastify/rate-limit (its custom store interface: `incr`, `child`) over the
 * `rate_limit_counters` table, so every API process counts the same hits, in fixed windows on the
 * database's clock. A process does not write one row per request: it reserves a block of hits for
 * a key (`blockSize`: 1 % of the limit) in one UPSERT and hands out their counts in order, and hits
 * that arrive while a reservation is under way wait for it and share the next one. Each request
 * still gets a count of its own (so the limit holds to the request within one process); across
 * processes, hits a process reserved and did not use before its window ended count against the
 * limit: a key can be refused up to `blockSize - 1` hits early per API process (< 1 % of the limit
 * each), never let through beyond it.
 */
export class PostgresRateLimitStore {
  private lastPrune = Date.now();
  private readonly keys = new Map<string, KeyState>();

  constructor(private readonly db: Db) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max = 1) {
    let state = this.keys.get(key);
    if (!state) {
      state = { next: 1, last: 0, endsAt: 0, waiting: [], reserving: false };
      this.keys.set(key, state);
    }
    const now = Date.now();
    if (!state.reserving && state.next <= state.last && now < state.endsAt) {
      callback(null, { current: state.next++, ttl: state.endsAt - now });
    } else {
      state.waiting.push(callback);
      if (!state.reserving) this.reserve(key, state, timeWindow, max);
    }
    if (now - this.lastPrune > PRUNE_INTERVAL_MS) {
      this.lastPrune = now;
      for (const [k, s] of this.keys) if (!s.reserving && s.endsAt <= now) this.keys.delete(k);
      pruneRateLimits(this.db).catch(() => {});
    }
  }

  /** Reserves enough hits for every waiting request (at least a block), then serves them. */
  private reserve(key: string, state: KeyState, timeWindow: number, max: number) {
    state.reserving = true;
    const count = Math.max(state.waiting.length, blockSize(max));
    hitRateLimit(this.db, key, timeWindow, count).then(
      ({ hits, ttlMs }) => {
        state.reserving = false;
        state.next = hits - count + 1;
        state.last = hits;
        state.endsAt = Date.now() + ttlMs;
        const waiting = state.waiting.splice(0);
        for (const [i, callback] of waiting.entries()) {
          if (state.next <= state.last) callback(null, { current: state.next++, ttl: ttlMs });
          else {
            // Arrived during the reservation and more than it holds: the next one.
            state.waiting.push(...waiting.slice(i));
            this.reserve(key, state, timeWindow, max);
            break;
          }
        }
      },
      (error: Error) => {
        state.reserving = false;
        state.last = state.next - 1;
        for (const callback of state.waiting.splice(0)) callback(error);
      },
    );
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
