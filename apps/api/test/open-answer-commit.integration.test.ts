import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOperatorResult } from '../src/modules/collections/apply-operator-result.ts';
import { recordOpenAnswerGrouped } from '../src/modules/collections/open-answers.ts';
import {
  claimDueCollections,
  insertTransactionEventsOfMany,
} from '../src/modules/collections/transactions-repository.ts';
import type { Database, Db } from '../src/platform/db/client.ts';
import { transactionEvents, transactions } from '../src/platform/db/schema/index.ts';
import { insertTestCollection, pendingAnswer } from './collection-fixtures.ts';
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

const newCollection = (nextCheckAt?: Date) => insertTestCollection(db, { merchantId, shopId }, nextCheckAt);

const synchronousCommit = async (on: Db) => {
  const result = (await on.execute(sql`SHOW synchronous_commit`)) as unknown as {
    rows: { synchronous_commit: string }[];
  };
  return result.rows[0]!.synchronous_commit;
};

describe('writes committed without waiting for the disk (open answers, claims of due checks)', () => {
  it('an open answer grouped on its own is written, and the connection keeps synchronous commits', async () => {
    const rows = await Promise.all(Array.from({ length: 6 }, () => newCollection()));
    const answered = await Promise.all(rows.map((row) => recordOpenAnswerGrouped(db, pendingAnswer(row.id))));
    expect(answered.map((row) => row?.status)).toEqual(rows.map(() => 'PENDING'));
    const stored = await db.select().from(transactions).where(eq(transactions.id, rows[0]!.id));
    expect(stored[0]).toMatchObject({ status: 'PENDING', checks: 1 });
    // The setting was the statement's transaction's only: every pooled connection still commits durably.
    const after = await Promise.all(Array.from({ length: 6 }, () => synchronousCommit(db)));
    expect(new Set(after)).toEqual(new Set(['on']));
  });

  it('an open answer applied to the row in hand answers the row as the table then holds it', async () => {
    const row = await newCollection();
    const answered = await applyOperatorResult(
      db,
      row,
      { status: 'PENDING', operatorReference: 'op-42', action: { type: 'ussd_push' } },
      'operator.collect',
    );
    const [stored] = await db.select().from(transactions).where(eq(transactions.id, row.id));
    expect(answered).toEqual(stored);
    expect(stored).toMatchObject({ status: 'PENDING', checks: 1, operatorReference: 'op-42' });
    // Already final: nothing changes, the row is answered as it is.
    await applyOperatorResult(db, row.id, { status: 'SUCCESSFUL' }, 'operator.status');
    const late = await applyOperatorResult(db, row, { status: 'PENDING' }, 'operator.status');
    expect(late?.status).toBe('SUCCESSFUL');
  });

  it("inside a caller's transaction, an open answer and a claim leave its commit durable", async () => {
    const row = await newCollection(new Date(Date.now() - 1_000));
    const setting = await db.transaction(async (tx) => {
      await recordOpenAnswerGrouped(tx, pendingAnswer(row.id));
      await claimDueCollections(tx, new Date(), new Date(Date.now() + 60_000), 10);
      return synchronousCommit(tx);
    });
    expect(setting).toBe('on');
  });

  it('a claim of due checks on its own leases the rows, and the connection keeps synchronous commits', async () => {
    const row = await newCollection(new Date(Date.now() - 1_000));
    const leaseUntil = new Date(Date.now() + 60_000);
    const claimed = await claimDueCollections(db, new Date(), leaseUntil, 200);
    expect(claimed.map((r) => r.id)).toContain(row.id);
    expect(claimed.find((r) => r.id === row.id)?.nextCheckAt).toEqual(leaseUntil);
    expect(await synchronousCommit(db)).toBe('on');
  });

  it('timeline events written together keep their order, and their times when given', async () => {
    const row = await newCollection();
    const at = new Date(Date.now() - 5_000);
    await insertTransactionEventsOfMany(db, [
      { transactionId: row.id, kind: 'operator.callback', data: { operator: 'mtn' }, createdAt: at },
      { transactionId: row.id, kind: 'operator.status', data: { status: 'SUCCESSFUL' } },
    ]);
    const events = await db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.transactionId, row.id));
    const callback = events.find((e) => e.kind === 'operator.callback');
    const status = events.find((e) => e.kind === 'operator.status');
    expect(callback?.createdAt).toEqual(at);
    expect(callback?.data).toEqual({ operator: 'mtn' });
    expect(status?.createdAt.getTime()).toBeGreaterThan(at.getTime());
  });
});
