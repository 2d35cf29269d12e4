import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordOpenAnswers,
  recordOpenAnswersAsyncStatement,
  recordOpenAnswersStatement,
} from '../src/modules/collections/transactions-repository.ts';
import type { Database } from '../src/platform/db/client.ts';
import type { Statement } from '../src/platform/db/statement.ts';
import { insertTestCollection, pendingAnswer } from './collection-fixtures.ts';
import { createTestShop } from './shop-fixtures.ts';
import { openTestDatabase } from './test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * The generic plan of a prepared statement, as a connection keeps it after its fifth run: made on
 * this fresh database, where `transactions` is empty and has never been analyzed (the state a
 * new server, or a table no autovacuum has reached yet, plans in).
 */
async function genericPlan({ text }: Statement, args: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`PREPARE plan_probe AS ${text}`));
    try {
      const result = (await tx.execute(sql.raw(`EXPLAIN EXECUTE plan_probe(${args})`))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql.raw('DEALLOCATE plan_probe'));
    }
  });
}

const OPEN_ANSWER_ARGS = `'{txn_a,txn_b}', '{PENDING,PENDING}', '{tev_a,tev_b}', '{operator.collect,operator.collect}',
  '{}', '{NULL,NULL}', '{NULL,NULL}', now(), '{5,10,30}', 2`;

describe('the open answer reaches its rows through the primary key, whatever the size of the table', () => {
  it.each([
    ['record_open_answers', recordOpenAnswersStatement],
    ['record_open_answers_async', recordOpenAnswersAsyncStatement],
  ])('%s: no sequential scan of transactions in its generic plan on an empty table', async (_, statement) => {
    const plan = await genericPlan(statement, OPEN_ANSWER_ARGS);
    expect(plan).toContain('Index Scan using transactions_pkey on transactions');
    expect(plan).not.toMatch(/Seq Scan on transactions\b/);
  });
});

// PostgreSQL only: PGlite runs a statement as it is (statement.ts), with no plan kept to test.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the open answer is planned once a connection (PostgreSQL)',
  () => {
    it('after its first five runs a connection runs its generic plan, not a new plan per answer', async () => {
      const { db } = database;
      const { merchantId, shopId } = await createTestShop(db, 0);
      const ids = await Promise.all(
        Array.from({ length: 12 }, async () => (await insertTestCollection(db, { merchantId, shopId })).id),
      );
      // One connection (a transaction), one or two answers a statement, as the grouped writes send them.
      const counts = await db.transaction(async (tx) => {
        for (let run = 0, at = 0; run < 8; at += 1 + (run % 2), run++) {
          await recordOpenAnswers(tx, ids.slice(at, at + 1 + (run % 2)).map(pendingAnswer));
        }
        return (await tx.execute(
          sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom
            FROM pg_prepared_statements WHERE name = ${recordOpenAnswersStatement.name}`,
        )) as unknown as { rows: { generic: number; custom: number }[] };
      });
      // PostgreSQL plans a prepared statement for its parameters 5 times, then keeps the generic plan
      // unless the custom ones looked cheaper: with the arrays' length visible to the custom plans,
      // they always did, and every answer was planned again (~0.4 ms each).
      expect(counts.rows[0]).toEqual({ generic: 3, custom: 5 });
    });
  },
);

describe('grouped open answers lock their rows in id order', () => {
  it('groups holding the same collections in opposite orders, at once, never deadlock', async () => {
    const { db } = database;
    const { merchantId, shopId } = await createTestShop(db, 0);
    const ids = await Promise.all(
      Array.from({ length: 12 }, async () => (await insertTestCollection(db, { merchantId, shopId })).id),
    );
    const answers = (order: string[]) => order.map(pendingAnswer);
    const rounds = 8;
    for (let round = 0; round < rounds; round++) {
      // Four groups at once (four connections on PostgreSQL): in creation order, reversed, shuffled, sorted.
      const orders = [ids, [...ids].reverse(), [...ids].sort(() => Math.random() - 0.5), [...ids].sort()];
      const written = await Promise.all(orders.map((order) => recordOpenAnswers(db, answers(order))));
      for (const rows of written) expect(rows).toHaveLength(ids.length);
    }
    const checks = (await db.execute(
      sql`SELECT min(checks) AS low, max(checks) AS high FROM transactions WHERE shop_id = ${shopId}`,
    )) as unknown as { rows: { low: number; high: number }[] };
    // Every answer counted once per row: 4 groups × 8 rounds.
    expect(checks.rows[0]).toEqual({ low: 4 * rounds, high: 4 * rounds });
  });
});
