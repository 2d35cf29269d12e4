import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { transactionEvents, transactions, webhookEvents } from '../src/platform/db/schema/index.ts';
import { createTestShop } from './shop-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

// Migration 0038 replaced the timeline's and the outbox's foreign keys (a locking lookup per row)
// by one check per statement: the same rows are refused, with the same SQLSTATE.

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** The error PostgreSQL raised (Drizzle wraps it): its code and the rule's name. */
async function refusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (e: unknown) =>
      e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } },
  );
  return { code: error?.cause?.code ?? error?.code, rule: error?.cause?.constraint ?? error?.constraint };
}

async function createTransaction(merchantId: string, shopId: string) {
  const id = newId('txn');
  await db.insert(transactions).values({
    id,
    reference: newId('ref'),
    merchantId,
    shopId,
    mode: 1,
    operator: 'mtn',
    phoneNumber: '2290197000000',
    amount: 1000n,
    fee: 20n,
    customerPays: 1000n,
    merchantReceives: 980n,
  });
  return id;
}

describe('timeline and outbox references (migration 0038)', () => {
  it('refuses a timeline event of a transaction that does not exist, and keeps a transaction that has events', async () => {
    const { merchantId, shopId } = await createTestShop(db, 1);
    const transactionId = await createTransaction(merchantId, shopId);
    const event = (id: string, of: string) => ({ id, transactionId: of, kind: 'created', data: {} });
    expect(await refusal(db.insert(transactionEvents).values(event(newId('tev'), 'txn_nowhere')))).toEqual({
      code: '23503',
      rule: 'transaction_events_transaction',
    });
    // One statement with a good and a bad row is refused whole.
    expect(
      await refusal(
        db
          .insert(transactionEvents)
          .values([event(newId('tev'), transactionId), event(newId('tev'), 'txn_nowhere')]),
      ),
    ).toEqual({ code: '23503', rule: 'transaction_events_transaction' });
    expect(
      await db.select().from(transactionEvents).where(eq(transactionEvents.transactionId, transactionId)),
    ).toEqual([]);
    await db.insert(transactionEvents).values(event(newId('tev'), transactionId));
    expect(await refusal(db.delete(transactions).where(eq(transactions.id, transactionId)))).toEqual({
      code: '23503',
      rule: 'transaction_events_transaction',
    });
    // A transaction without events may still go (as under the foreign key).
    const bare = await createTransaction(merchantId, shopId);
    await db.delete(transactions).where(eq(transactions.id, bare));
    expect(await db.select().from(transactions).where(eq(transactions.id, bare))).toEqual([]);
  });

  it('refuses an outbox event whose merchant or shop does not exist', async () => {
    const { merchantId, shopId } = await createTestShop(db, 1);
    const event = (merchant: string, shop: string) => ({
      id: newId('evt'),
      merchantId: merchant,
      shopId: shop,
      mode: 1,
      type: 'transaction.updated',
      reference: 'ref_x',
      payload: {},
    });
    for (const bad of [event('mch_nowhere', shopId), event(merchantId, 'shp_nowhere')]) {
      expect(await refusal(db.insert(webhookEvents).values(bad))).toEqual({
        code: '23503',
        rule: 'webhook_events_owners',
      });
    }
    await db.insert(webhookEvents).values(event(merchantId, shopId));
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhookEvents)
      .where(eq(webhookEvents.shopId, shopId));
    expect(row!.n).toBe(1);
  });
});
