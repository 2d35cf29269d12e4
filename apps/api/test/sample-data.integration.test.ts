import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { customers, paymentLinks, payouts, transactions, users } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

// Issue 21, feature 6: the sandbox fills itself with realistic sample activity in one click.

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let live: Record<string, string>;
let sandbox: Record<string, string>;
let team: Record<string, string>;

async function session(email: string, mode?: 0 | 1) {
  const login = json<{ token: string }>(await loginAs(h.app, email, DEMO_PASSWORD));
  const headers = { authorization: `Bearer ${login.token}` };
  if (mode !== undefined) {
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/users/check_password',
      payload: { password: DEMO_PASSWORD, mode },
      headers,
    });
  }
  return headers;
}

beforeAll(async () => {
  // The sample's outcomes are fixed by its numbers; a loaded machine must not turn a slow
  // simulator answer into a timeout (the 500 ms other collection tests use on purpose).
  h = await buildCollectionsApp({ operatorTimeoutMs: 5_000 });
  live = await session('marchand@demo.local');
  sandbox = await session('marchand@demo.local', 0);
  team = await session('equipe@demo.local', 0);
});

afterAll(async () => {
  await h?.close();
});

const fill = (headers: Record<string, string>, shop: string, lang = 'fr') =>
  h.app.inject({
    method: 'POST',
    url: '/api/sandbox/sample-data',
    payload: { shop },
    headers: { ...headers, 'accept-language': lang },
  });
const countOf = async (
  table: typeof transactions | typeof payouts | typeof customers | typeof paymentLinks,
) =>
  (
    await h.deps.db
      .select()
      .from(table)
      .where(and(eq(table.shopId, h.sandboxShop.id), eq(table.mode, 0)))
  ).length;

describe('sandbox sample data', () => {
  it('is refused in live mode, for a live shop and without the permissions, creating nothing', async () => {
    const refused = await fill(live, h.liveShop.id, 'en');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      code: 'SAMPLE_DATA_SANDBOX_ONLY',
      message: 'Sample data can only be created in the sandbox.',
    });
    // A sandbox session naming a live shop: not one of its shops.
    expect((await fill(sandbox, h.liveShop.id)).statusCode).toBe(404);
    // A team member allowed payouts only.
    const forbidden = await fill(team, h.sandboxShop.id);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden).code).toBe('FORBIDDEN');
    expect(await countOf(transactions)).toBe(0);
    expect(await countOf(paymentLinks)).toBe(0);
  });

  it('fills the sandbox shop through the real services, ledger balanced, once', async () => {
    const first = await fill(sandbox, h.sandboxShop.id, 'en');
    expect(first.statusCode).toBe(201);
    expect(json(first)).toEqual({ created: true, transactions: 6, customers: 5, payouts: 1, links: 1 });

    const rows = await h.deps.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.shopId, h.sandboxShop.id), eq(transactions.mode, 0)));
    expect(new Set(rows.map((r) => r.operator))).toEqual(new Set(['mtn', 'moov', 'celtiis_bj', 'moov_tg']));
    const statuses = rows.map((r) => r.status);
    expect(statuses.filter((s) => s === 'SUCCESSFUL').length).toBe(4);
    expect(statuses).toContain('FAILED');
    expect(rows.find((r) => r.description === 'Order #1001: wax prints')).toBeDefined();

    const [payout] = await h.deps.db.select().from(payouts).where(eq(payouts.shopId, h.sandboxShop.id));
    expect(payout).toMatchObject({ amount: 10_000n, mode: 0, status: 'PENDING' });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);

    // A double click adds nothing.
    const again = await fill(sandbox, h.sandboxShop.id);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ created: false, transactions: 0 });
    expect(await countOf(transactions)).toBe(6);
    expect(await countOf(payouts)).toBe(1);
    expect(await countOf(paymentLinks)).toBe(1);
    expect(await countOf(customers)).toBe(5);
  });

  it('shows the sample in the lists the merchant opens', async () => {
    const list = json<{ queryset: unknown[] }>(
      await h.app.inject({
        method: 'POST',
        url: '/api/transactions/readall',
        payload: { shop: h.sandboxShop.id, mode: 0 },
        headers: sandbox,
      }),
    );
    expect(list.queryset.length).toBe(6);
  });

  it('fills the sandbox of a merchant of another country (Togo) still waiting for validation', async () => {
    const waiting = await session('nouveau@demo.local', 0);
    const [user] = await h.deps.db.select().from(users).where(eq(users.email, 'nouveau@demo.local'));
    const shop = (await findShops(h.deps.db, user!.merchantId!, 0))[0]!.id;
    const filled = await fill(waiting, shop, 'es');
    expect(filled.statusCode).toBe(201);
    expect(json(filled)).toMatchObject({ created: true, transactions: 6, customers: 5, links: 1 });
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});
