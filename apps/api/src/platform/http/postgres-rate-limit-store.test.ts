import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { blockSize, PostgresRateLimitStore } from './postgres-rate-limit-store.ts';
import { hitRateLimit } from './rate-limit-repository.ts';

vi.mock('./rate-limit-repository.ts', () => ({ hitRateLimit: vi.fn(), pruneRateLimits: vi.fn() }));

/** A database counter for one key in one window: each call adds its hits, after a turn of the loop. */
let counted = 0;
const hits = vi.mocked(hitRateLimit);
beforeEach(() => {
  counted = 0;
  hits.mockReset();
  hits.mockImplementation(async (_db, _key, _window, count = 1) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    counted += count;
    return { hits: counted, ttlMs: 60_000 };
  });
});

const incr = (store: PostgresRateLimitStore, max: number) =>
  new Promise<number>((resolve, reject) =>
    store.incr(
      'apiKey:k',
      (error, result) => (error ? reject(error) : resolve(result!.current)),
      60_000,
      max,
    ),
  );

describe('PostgresRateLimitStore', () => {
  it('reserves 1 % of the limit at once (at most 64), one hit at a time under 200', () => {
    expect([3, 200, 299, 3_000, 6_000, 60_000].map(blockSize)).toEqual([1, 2, 2, 30, 60, 64]);
  });

  it('counts exactly, one statement per hit or per group of waiting hits, under a small limit', async () => {
    const store = new PostgresRateLimitStore({} as Db);
    const counts = await Promise.all(Array.from({ length: 5 }, () => incr(store, 3)));
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    // The first alone, then the four that waited for it in one statement.
    expect(hits.mock.calls.map((c) => c[3])).toEqual([1, 4]);
    expect(counted).toBe(5);
  });

  it('hands out a reserved block in order, and reserves again when it runs out', async () => {
    const store = new PostgresRateLimitStore({} as Db);
    const counts: number[] = [];
    for (let i = 0; i < 70; i++) counts.push(await incr(store, 60_000));
    expect(counts).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
    expect(hits.mock.calls.map((c) => c[3])).toEqual([64, 64]);
  });

  it('counts another process’s hits: its reservation comes after them', async () => {
    const store = new PostgresRateLimitStore({} as Db);
    // A block of 3: 1 to 3 are this process's, whatever the others do meanwhile.
    expect(await incr(store, 300)).toBe(1);
    counted += 10; // another process's hits
    expect(await incr(store, 300)).toBe(2);
    expect(await incr(store, 300)).toBe(3);
    expect(await incr(store, 300)).toBe(3 + 10 + 1);
  });

  it('passes a failure to every waiting hit, then tries the database again', async () => {
    const store = new PostgresRateLimitStore({} as Db);
    hits.mockRejectedValueOnce(new Error('down'));
    await expect(Promise.all([incr(store, 3), incr(store, 3)])).rejects.toThrow('down');
    expect(await incr(store, 3)).toBe(1);
  });
});
