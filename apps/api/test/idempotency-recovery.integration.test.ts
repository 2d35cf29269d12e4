import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, transactions } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json } from './helper.ts';

/**
 * An Idempotency-Key is a recovery point: linked to the collection it created in the transaction
 * that creates it, so no failure after that commit can make a retry pay twice; a key whose
 * request died before creating anything is taken over after a short lease.
 */
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp();
  // A short lease, as IDEMPOTENCY_LEASE_SECONDS would set it.
  Object.assign(h.deps.config, { idempotencyLeaseSeconds: 1 });
});
afterAll(() => h.close());
afterEach(() => vi.restoreAllMocks());

const mtnNumber = (ending: string) => `+229 01 97 00 00 ${ending}`;
const pay = (amount: number, key: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.sandboxShop.id, amount, phoneNumber: mtnNumber('00') },
    headers: { authorization: `Bearer ${h.sandboxKey}`, 'idempotency-key': key, ...headers },
  });
const rowsOf = (amount: number) =>
  h.deps.db
    .select()
    .from(transactions)
    .where(eq(transactions.amount, BigInt(amount)));
const run = (statement: string) => h.deps.db.execute(sql.raw(statement));

describe('Idempotency-Key as a recovery point', () => {
  it('answers the same collection when saving the answer failed after the payment committed', async () => {
    // Every write of an answer's status fails from now on (as a crash or a lost connection would).
    await run(`CREATE FUNCTION fail_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'answer not saved'; END $$`);
    await run(`CREATE TRIGGER fail_answer BEFORE UPDATE ON idempotency_keys FOR EACH ROW
      WHEN (NEW.response_status IS NOT NULL AND OLD.response_status IS NULL) EXECUTE FUNCTION fail_answer()`);
    await pay(2_101, 'recover-1');
    await run('DROP TRIGGER fail_answer ON idempotency_keys');
    await run('DROP FUNCTION fail_answer()');

    const [created] = await rowsOf(2_101);
    expect(created).toBeDefined();
    const retry = await pay(2_101, 'recover-1');
    expect(retry.statusCode).toBe(202);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json(retry)).toMatchObject({ reference: created!.reference, status: 'PENDING' });
    expect(await rowsOf(2_101)).toHaveLength(1);
    // The key was linked by the statement that wrote the collection; nothing is written after it.
    const [key] = await h.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'recover-1'));
    expect(key).toMatchObject({ objectId: created!.reference, responseStatus: null });
  });

  it('takes a key kept past its day as a new one', async () => {
    const first = await pay(2_104, 'recover-4');
    expect(first.statusCode).toBe(202);
    await run(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'recover-4'`);
    const again = await pay(2_104, 'recover-4');
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(json(again).reference).not.toBe(json(first).reference);
    expect(await rowsOf(2_104)).toHaveLength(2);
    const keys = await h.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'recover-4'));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.objectId).toBe(json(again).reference);
    // Within its day, the new key answers its own collection.
    const retry = await pay(2_104, 'recover-4');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(json(retry).reference).toBe(json(again).reference);
  });

  it('takes over, after the lease, a key whose request died before creating anything', async () => {
    // The request fails before its collection is written, and cannot free its key either: the key
    // is left held, as by a process killed at that point.
    await run(`CREATE FUNCTION fail_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'process gone'; END $$`);
    await run(`CREATE TRIGGER fail_collection BEFORE INSERT ON transactions FOR EACH ROW
      WHEN (NEW.amount = 2102) EXECUTE FUNCTION fail_write()`);
    await run(
      'CREATE TRIGGER fail_release BEFORE DELETE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION fail_write()',
    );
    const first = await pay(2_102, 'recover-2');
    expect(first.statusCode).toBe(500);
    await run('DROP TRIGGER fail_collection ON transactions');
    await run('DROP TRIGGER fail_release ON idempotency_keys');
    await run('DROP FUNCTION fail_write()');
    const [held] = await h.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'recover-2'));
    expect(held).toBeDefined();
    expect(await rowsOf(2_102)).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const started = Date.now();
    const retry = await pay(2_102, 'recover-2');
    expect(retry.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(5_000);
    const rows = await rowsOf(2_102);
    expect(rows).toHaveLength(1);
    expect(json(retry)).toMatchObject({ reference: rows[0]!.reference });
    // Linked now: a further retry answers that collection.
    const again = await pay(2_102, 'recover-2');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toMatchObject({ reference: rows[0]!.reference });
  });

  it('hashes the same body alike whatever the locale (no locale-aware sort)', async () => {
    const first = await pay(2_103, 'recover-3', { 'accept-language': 'fr' });
    expect(first.statusCode).toBe(202);
    // A process whose collation orders keys the other way round, and a client in English.
    vi.spyOn(String.prototype, 'localeCompare').mockImplementation(function (this: string, other: string) {
      return this < other ? 1 : this > other ? -1 : 0;
    });
    const retry = await pay(2_103, 'recover-3', { 'accept-language': 'en' });
    expect(retry.statusCode).toBe(202);
    expect(json(retry)).toMatchObject({ reference: json(first).reference });
    expect(await rowsOf(2_103)).toHaveLength(1);
  });
});
