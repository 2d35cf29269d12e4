import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { paymentLinks, payouts } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;

beforeAll(async () => {
  h = await buildCollectionsApp();
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
});
afterAll(() => h.close());

type Hit = { _id: string; label: string; amount: number | null };
type Results = {
  transactions: Hit[] | null;
  payouts: Hit[] | null;
  customers: Hit[] | null;
  links: Hit[] | null;
};

const search = (q: string, bearer = owner, shop = h.liveShop.id, locale = 'fr') =>
  h.app.inject({
    method: 'GET',
    url: `/api/search?shop=${encodeURIComponent(shop)}&q=${encodeURIComponent(q)}`,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': locale },
  });

describe('the top bar search', () => {
  it("finds a payment by the payer's phone as typed, by reference and by name, and its customer", async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/transactions/public/requesttopay/mtn',
      payload: {
        shop: h.liveShop.id,
        amount: 7_300,
        phoneNumber: mtnNumber('00'),
        description: 'Commande',
        first_name: 'Awa',
        last_name: 'Zinsou',
      },
      headers: { authorization: `Bearer ${h.liveKey}` },
    });
    const { reference } = json<{ reference: string }>(created);
    await h.sim.sim.flush();
    const row = await getTransactionByReference(h.deps.db, reference);
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);

    const byPhone = json<Results>(await search('01 97 00 00 00'));
    expect(byPhone.transactions?.map((t) => t._id)).toContain(row!.id);
    expect(byPhone.customers?.length).toBeGreaterThan(0);
    const byReference = json<Results>(await search(reference));
    expect(byReference.transactions).toEqual([expect.objectContaining({ _id: row!.id, amount: 7_300 })]);
    const byName = json<Results>(await search('zinsou'));
    expect(byName.transactions?.[0]).toMatchObject({ _id: row!.id, label: 'Awa Zinsou' });
  });

  it('finds payouts by reference and links by title, in the shop and mode only', async () => {
    const [payout] = await h.deps.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.shopId, h.liveShop.id), eq(payouts.mode, 1)))
      .limit(1);
    if (payout) {
      expect(json<Results>(await search(payout.reference)).payouts?.map((p) => p._id)).toEqual([payout.id]);
    }
    const [link] = await h.deps.db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.shopId, h.liveShop.id), eq(paymentLinks.mode, 1)))
      .limit(1);
    if (link) {
      expect(json<Results>(await search(link.title)).links?.map((l) => l._id)).toContain(link.id);
    }
    // The sandbox shop's id in a live session is another merchant's shop as far as search goes.
    const sandboxShop = await search('zinsou', owner, h.sandboxShop.id);
    expect(sandboxShop.statusCode).toBe(404);
  });

  it("shows a team member only the areas of its permissions, and nobody another merchant's shop", async () => {
    const team = json<{ token: string }>(await loginAs(h.app, 'equipe@demo.local', DEMO_PASSWORD)).token;
    const seen = json<Results>(await search('zinsou', team));
    expect(seen.transactions).toBeNull();
    expect(seen.customers).toBeNull();
    expect(seen.links).toBeNull();
    expect(seen.payouts).toEqual(expect.any(Array));
    const stranger = json<{ token: string }>(await loginAs(h.app, 'nouveau@demo.local', DEMO_PASSWORD)).token;
    expect((await search('zinsou', stranger)).statusCode).toBe(404);
  });

  it('refuses a too short or hostile text with a localized 400', async () => {
    const short = await search('a', owner, h.liveShop.id, 'en');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await search('a\u0000b')).statusCode).toBe(400);
    expect((await search('%_%')).statusCode).toBe(200);
  });
});
