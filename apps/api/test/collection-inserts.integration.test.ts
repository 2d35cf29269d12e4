import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection } from '../src/modules/collections/collection-inserts.ts';
import {
  insertCollectionsWithEvents,
  type NewCollection,
} from '../src/modules/collections/transactions-repository.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { idempotencyKeys, transactionEvents, transactions } from '../src/platform/db/schema/index.ts';
import { claimIdempotencyKey } from '../src/platform/http/idempotency-repository.ts';
import { createTestShop } from './shop-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

let database: Database;
let db: Db;
let merchantId: string;
let shopId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  ({ merchantId, shopId } = await createTestShop(db, 0));
});
afterAll(() => database.close());

function collection(i: number, overrides: Partial<NewCollection['values']> = {}): NewCollection {
  const id = newId('txn');
  return {
    values: {
      id,
      reference: id,
      merchantId,
      shopId,
      mode: 0,
      source: 'api',
      operator: 'mtn',
      phoneNumber: `2290197${String(i).padStart(4, '0')}00`,
      amount: 1_000n + BigInt(i),
      fee: 17n,
      customerPays: 1_000n + BigInt(i),
      merchantReceives: 983n + BigInt(i),
      description: i % 2 ? `order ${i}` : null,
      callbackInfo: i % 3 ? { order: i, note: 'a "quoted" \\ value' } : null,
      firstName: null,
      lastName: null,
      email: null,
      returnUrl: null,
      cancelUrl: null,
      nextCheckAt: new Date(Date.now() + 60_000),
      ...overrides,
    },
    event: { kind: 'created', data: { source: 'api', amount: String(1_000 + i) } },
  };
}

describe('new collections written together (group commit)', () => {
  it('answers each row as the table holds it (made from the values and the times the insert answers)', async () => {
    const full = collection(100, {
      firstName: 'Awa',
      lastName: 'Dossou',
      email: 'awa@example.com',
      returnUrl: 'https://shop.example/back',
      cancelUrl: 'https://shop.example/cancel',
      locale: 'en',
      // jsonb keeps its own key order: the answer gives the merchant's JSON as it is stored.
      callbackInfo: { zeta: 1, a: [1, 2.5], nested: { b: 'x' } },
    });
    const alone = await insertCollectionsWithEvents(db, [full]);
    const together = await insertCollectionsWithEvents(
      db,
      Array.from({ length: 5 }, (_, i) => collection(101 + i)),
    );
    expect(together).toHaveLength(5);
    for (const row of [...alone, ...together]) {
      const [stored] = await db.select().from(transactions).where(eq(transactions.id, row.id));
      expect(row).toEqual(stored);
    }
  });

  it('writes each collection with its created event, as a single insert would', async () => {
    const wanted = Array.from({ length: 40 }, (_, i) => collection(i));
    const rows = await Promise.all(wanted.map((c) => insertCollection(db, c)));
    for (const [i, row] of rows.entries()) {
      const values = wanted[i]!.values;
      expect(row).toMatchObject({
        id: values.id,
        status: 'CREATED',
        checks: 0,
        amount: values.amount,
        merchantReceives: values.merchantReceives,
        description: values.description,
        callbackInfo: values.callbackInfo,
        nextCheckAt: values.nextCheckAt,
      });
      expect(row?.createdAt).toBeInstanceOf(Date);
    }
    const ids = wanted.map((c) => c.values.id);
    const stored = await db.select().from(transactions).where(inArray(transactions.id, ids));
    expect(stored).toHaveLength(40);
    const events = await db
      .select()
      .from(transactionEvents)
      .where(inArray(transactionEvents.transactionId, ids));
    expect(events).toHaveLength(40);
    const event = events.find((e) => e.transactionId === ids[7]);
    expect(event).toMatchObject({ kind: 'created', data: { source: 'api', amount: '1007' } });
  });

  it('fails only the request whose row cannot be written', async () => {
    const good = Array.from({ length: 10 }, (_, i) => collection(100 + i));
    const bad = collection(200, { shopId: 'shp_does_not_exist' });
    const results = await Promise.allSettled(
      [...good.slice(0, 5), bad, ...good.slice(5)].map((c) => insertCollection(db, c)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[5]!.status).toBe('rejected');
    const stored = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.shopId, shopId));
    const storedIds = new Set(stored.map((r) => r.id));
    for (const c of good) expect(storedIds.has(c.values.id)).toBe(true);
    expect(storedIds.has(bad.values.id)).toBe(false);
  });

  it('links each Idempotency-Key in the insert, and writes nothing for a key its request no longer holds', async () => {
    const claim = async (key: string, leaseToken: string) => {
      const id = newId('idk');
      await claimIdempotencyKey(
        db,
        {
          id,
          shopId,
          mode: 0,
          key,
          requestHash: 'h',
          leaseToken,
          expiresAt: new Date(Date.now() + 86_400_000),
        },
        30,
      );
      return id;
    };
    const held = await Promise.all(Array.from({ length: 6 }, (_, i) => claim(`group-${i}`, `lease-${i}`)));
    const takenOver = await claim('group-lost', 'lease-of-another-request');
    const wanted = held.map((keyId, i) => ({
      ...collection(300 + i),
      idempotency: { keyId, leaseToken: `lease-${i}` },
    }));
    const lost = {
      ...collection(399),
      idempotency: { keyId: takenOver, leaseToken: 'lease-this-request-had' },
    };
    const plain = collection(398);
    // Together (one statement), then the lost one alone (a statement of one).
    const rows = await Promise.all([...wanted, lost, plain].map((c) => insertCollection(db, c)));
    const alone = await insertCollection(db, { ...collection(397), idempotency: lost.idempotency });

    expect(rows.slice(0, 6).map((r) => r?.id)).toEqual(wanted.map((c) => c.values.id));
    expect(rows[6]).toBeUndefined();
    expect(rows[7]?.id).toBe(plain.values.id);
    expect(alone).toBeUndefined();
    const keys = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.shopId, shopId));
    const objectOf = new Map(keys.map((k) => [k.id, k.objectId]));
    for (const [i, keyId] of held.entries()) expect(objectOf.get(keyId)).toBe(wanted[i]!.values.reference);
    expect(objectOf.get(takenOver)).toBeNull();
    const stored = await db
      .select({ amount: transactions.amount })
      .from(transactions)
      .where(inArray(transactions.amount, [1_397n, 1_399n]));
    expect(stored).toHaveLength(0);
  });
});
