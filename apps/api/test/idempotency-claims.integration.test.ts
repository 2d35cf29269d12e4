import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { idempotencyKeys } from '../src/platform/db/schema/index.ts';
import { claimIdempotencyKeys, type KeyClaim } from '../src/platform/http/idempotency-repository.ts';
import { createTestShop } from './shop-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

/** Idempotency-Keys claimed together in one statement: the unique index still lets one request have each key. */
let database: Database;
let db: Db;
let shopId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ({ shopId } = await createTestShop(db, 1));
});
afterAll(() => database.close());

const claim = (key: string, leaseToken: string): KeyClaim => ({
  id: newId('idk'),
  shopId,
  mode: 1,
  key,
  requestHash: `hash-${key}`,
  leaseToken,
  expiresAt: new Date(Date.now() + 86_400_000),
  leaseSeconds: 30,
});

describe('claiming Idempotency-Keys together', () => {
  it('gives each key to one claim only, in the group and against keys held already', async () => {
    const held = claim('held', 'first');
    expect(await claimIdempotencyKeys(db, [held])).toEqual(new Set([held.id]));
    const a1 = claim('a', 'one');
    const a2 = claim('a', 'two');
    const b = claim('b', 'three');
    const again = claim('held', 'four');
    const claimed = await claimIdempotencyKeys(db, [a2, b, again, a1]);
    expect(claimed.has(b.id)).toBe(true);
    expect(claimed.has(again.id)).toBe(false);
    expect([claimed.has(a1.id), claimed.has(a2.id)].filter(Boolean)).toHaveLength(1);
    expect(claimed.size).toBe(2);

    const rows = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.shopId, shopId));
    expect(rows.map((r) => r.key).sort()).toEqual(['a', 'b', 'held']);
    const kept = rows.find((r) => r.key === 'held')!;
    expect(kept).toMatchObject({ id: held.id, leaseToken: 'first', objectId: null });
    // The lease runs from the database's clock, for the seconds asked.
    const lease = (kept.lockedUntil.getTime() - kept.createdAt.getTime()) / 1000;
    expect(lease).toBeGreaterThan(29);
    expect(lease).toBeLessThan(31);
  });
});
