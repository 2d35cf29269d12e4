import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { checkoutSessions, paymentLinks } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

// Issue 21, feature 4: links and pages are edited with the rules of their creation; references
// never change and a paid link keeps the amount, usage and customer it was paid with.

type Link = {
  _id: string;
  title: string;
  description: string | null;
  amount: number | null;
  reusable: boolean;
  collect: { name: boolean; email: boolean; phone: boolean };
  return_url: string | null;
  customer: { name: string; phone: string | null; email: string | null } | null;
};
type Page = {
  _id: string;
  slug: string;
  title: string;
  brand_color: string;
  amount_type: string;
  items: { _id: string; name: string | null; price: number }[];
};
type Problem = { code: string; message: string; details?: { path: string; message: string }[] };

process.env.CHECKOUT_POLL_REFRESH_MS = '0';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: Record<string, string>;
let sandboxOwner: Record<string, string>;
let other: Record<string, string>;

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
  h = await buildCollectionsApp();
  owner = await session('marchand@demo.local');
  sandboxOwner = await session('marchand@demo.local', 0);
  other = await session('nouveau@demo.local');
});

afterAll(async () => {
  await h?.close();
});

const createLink = async (payload: Record<string, unknown>, headers = owner, shop = h.liveShop.id) =>
  json<{ link: Link }>(
    await h.app.inject({
      method: 'POST',
      url: '/api/payment-links',
      payload: { shop, title: 'Commande', ...payload },
      headers,
    }),
  ).link;
const patchLink = (id: string, payload: Record<string, unknown>, headers = owner, lang = 'fr') =>
  h.app.inject({
    method: 'PATCH',
    url: `/api/payment-links/${id}`,
    payload,
    headers: { ...headers, 'accept-language': lang },
  });
const openLink = async (id: string) =>
  json<{ session: { id: string } }>(
    await h.app.inject({ method: 'POST', url: `/api/public/payment-links/${id}/open` }),
  ).session.id;

describe('editing a payment link', () => {
  it('changes everything the add form sets, and the next customer pays the new terms', async () => {
    const link = await createLink({ amount: 5000, reusable: false, description: 'Avant' });
    const before = await openLink(link._id);
    const edited = await patchLink(link._id, {
      title: 'Abonnement annuel',
      description: '',
      amount: '7500',
      collect: { name: true, email: true, phone: false },
      return_url: 'https://boutique.example/merci',
    });
    expect(edited.statusCode).toBe(200);
    expect(json<{ link: Link }>(edited).link).toMatchObject({
      title: 'Abonnement annuel',
      description: null,
      amount: 7500,
      reusable: false,
      collect: { name: true, email: true, phone: false },
      return_url: 'https://boutique.example/merci',
    });
    // The single-use link's open session (old terms) is closed; the next visitor gets the new ones.
    const [old] = await h.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, before));
    expect(old!.status).toBe('expired');
    const after = await openLink(link._id);
    expect(after).not.toBe(before);
    const [fresh] = await h.deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, after));
    expect(fresh!.amount).toBe(7500n);
    expect(fresh!.returnUrl).toBe('https://boutique.example/merci');
    // An empty return address clears it; a free amount is allowed on a link.
    const cleared = json<{ link: Link }>(await patchLink(link._id, { return_url: '', amount: null })).link;
    expect(cleared).toMatchObject({ return_url: null, amount: null });
  });

  it('validates like the add form, refuses fixed fields, and changes nothing then', async () => {
    const link = await createLink({ amount: 1200 });
    const zero = await patchLink(link._id, { amount: 0, title: 'Changé' });
    expect(zero.statusCode).toBe(400);
    expect(json<Problem>(zero).details).toContainEqual({
      path: 'amount',
      message: 'Ce nombre doit être supérieur à 0',
    });
    expect((await patchLink(link._id, { title: '' })).statusCode).toBe(400);
    expect((await patchLink(link._id, { return_url: 'ftp://x.example' })).statusCode).toBe(400);
    for (const fixed of [{ shop: h.sandboxShop.id }, { kind: 'quicklink' }, { _id: 'lnk_x' }]) {
      const refused = await patchLink(link._id, { ...fixed, title: 'Changé' });
      expect(refused.statusCode, JSON.stringify(fixed)).toBe(400);
      expect(json<Problem>(refused).code).toBe('VALIDATION_ERROR');
    }
    const [row] = await h.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link._id));
    expect(row).toMatchObject({ title: 'Commande', amount: 1200n, shopId: h.liveShop.id, kind: 'link' });
  });

  it('edits a quick link’s customer, and keeps its amount required', async () => {
    const quick = await createLink({
      kind: 'quicklink',
      amount: 3000,
      customer: { name: 'Afi Dossou', phone: '01 97 00 00 00' },
    });
    const edited = await patchLink(quick._id, {
      customer: { name: 'Afi Dossou-Mensah', email: 'AFI@example.com' },
    });
    expect(edited.statusCode).toBe(200);
    expect(json<{ link: Link }>(edited).link.customer).toEqual({
      name: 'Afi Dossou-Mensah',
      phone: null,
      email: 'afi@example.com',
    });
    expect((await patchLink(quick._id, { customer: { name: 'Sans contact' } })).statusCode).toBe(400);
    expect((await patchLink(quick._id, { amount: null })).statusCode).toBe(400);
  });

  it('locks the amount, usage and customer of a paid link, in the caller’s language', async () => {
    const link = await createLink({ amount: 4000 }, sandboxOwner, h.sandboxShop.id);
    const sessionId = await openLink(link._id);
    const pay = json<{ reference: string }>(
      await h.app.inject({
        method: 'POST',
        url: `/api/checkout/public/sessions/${sessionId}/pay`,
        payload: { network: 'mtn', phoneNumber: '01 97 00 00 00' },
      }),
    );
    await h.sim.sim.flush();
    const polled = json<{ status: string }>(
      await h.app.inject({ url: `/api/checkout/public/sessions/${sessionId}/payments/${pay.reference}` }),
    );
    expect(polled.status).toBe('SUCCESSFUL');

    const locked = await patchLink(link._id, { amount: 5000 }, sandboxOwner, 'en');
    expect(locked.statusCode).toBe(409);
    expect(json<Problem>(locked)).toMatchObject({
      code: 'PAYMENT_LINK_PAID_LOCKED',
      message: expect.stringContaining('This link has already been paid'),
    });
    expect((await patchLink(link._id, { reusable: false }, sandboxOwner)).statusCode).toBe(409);
    // What the customer reads can still change; the same amount sent again is no change.
    const retitled = await patchLink(link._id, { title: 'Commande payée', amount: 4000 }, sandboxOwner);
    expect(retitled.statusCode).toBe(200);
    expect(json<{ link: Link }>(retitled).link).toMatchObject({ title: 'Commande payée', amount: 4000 });
  });

  it('is scoped to the caller’s merchant and mode', async () => {
    const link = await createLink({ amount: 900 });
    expect((await patchLink(link._id, { title: 'Volé' }, other)).statusCode).toBe(404);
    expect((await patchLink(link._id, { title: 'Autre mode' }, sandboxOwner)).statusCode).toBe(404);
    const [row] = await h.deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, link._id));
    expect(row!.title).toBe('Commande');
  });
});

const createPage = async (payload: Record<string, unknown>) =>
  json<{ page: Page }>(
    await h.app.inject({
      method: 'POST',
      url: '/api/payment-pages',
      payload: { shop: h.liveShop.id, title: 'Pagne Élégance', amount_type: 'free', ...payload },
      headers: owner,
    }),
  ).page;
const patchPage = (id: string, payload: Record<string, unknown>, headers = owner) =>
  h.app.inject({ method: 'PATCH', url: `/api/payment-pages/${id}`, payload, headers });

describe('editing a payment page', () => {
  it('changes the text, colour and offer; kept items keep their id; the public page shows it', async () => {
    const page = await createPage({
      amount_type: 'products',
      items: [
        { name: 'Pagne wax', price: 15000 },
        { name: 'Foulard', price: 4000 },
      ],
    });
    const [wax] = page.items;
    const edited = await patchPage(page._id, {
      title: 'Pagnes et foulards',
      brand_color: '#112C56',
      amount_type: 'products',
      items: [
        { _id: wax!._id, name: 'Pagne wax 6 yards', price: '18000' },
        { name: 'Sac tissé', price: 9000 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const updated = json<{ page: Page }>(edited).page;
    expect(updated).toMatchObject({ title: 'Pagnes et foulards', brand_color: '#112c56', slug: page.slug });
    expect(updated.items.map((i) => [i.name, i.price])).toEqual([
      ['Pagne wax 6 yards', 18000],
      ['Sac tissé', 9000],
    ]);
    expect(updated.items[0]!._id).toBe(wax!._id);

    const shown = json<{ page: Page }>(
      await h.app.inject({ method: 'GET', url: `/api/public/payment-pages/${page._id}` }),
    ).page;
    expect(shown.title).toBe('Pagnes et foulards');
    expect(shown.items.map((i) => i.name)).toEqual(['Pagne wax 6 yards', 'Sac tissé']);
    const opened = await h.app.inject({
      method: 'POST',
      url: `/api/public/payment-pages/${page._id}/open`,
      payload: { item: wax!._id },
    });
    expect(opened.statusCode).toBe(201);

    const free = json<{ page: Page }>(await patchPage(page._id, { amount_type: 'free', items: [] })).page;
    expect(free).toMatchObject({ amount_type: 'free', items: [] });
  });

  it('validates the offer like the add form and keeps the slug and shop', async () => {
    const page = await createPage({ amount_type: 'fixed', items: [{ price: 1000 }] });
    const other = await createPage({ amount_type: 'fixed', items: [{ price: 2000 }] });
    const unnamed = await patchPage(page._id, { amount_type: 'products', items: [{ price: 100 }] });
    expect(json<Problem>(unnamed).details).toContainEqual({
      path: 'items.0.name',
      message: 'Ce champ est obligatoire',
    });
    expect((await patchPage(page._id, { amount_type: 'fixed', items: [] })).statusCode).toBe(400);
    expect((await patchPage(page._id, { items: [{ price: 100 }] })).statusCode).toBe(400);
    expect((await patchPage(page._id, { brand_color: 'red' })).statusCode).toBe(400);
    expect((await patchPage(page._id, { slug: 'autre-adresse' })).statusCode).toBe(400);
    expect((await patchPage(page._id, { shop: h.sandboxShop.id })).statusCode).toBe(400);
    const foreignItem = await patchPage(page._id, {
      amount_type: 'fixed',
      items: [{ _id: other.items[0]!._id, price: 5 }],
    });
    expect(foreignItem.statusCode).toBe(404);
    expect(json<Problem>(foreignItem).code).toBe('PAGE_ITEM_NOT_FOUND');
    const unchanged = json<{ page: Page }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-pages/${page._id}`, headers: owner }),
    ).page;
    expect(unchanged.items.map((i) => [i._id, i.price])).toEqual([[page.items[0]!._id, 1000]]);
    expect(unchanged.slug).toBe(page.slug);
  });

  it('is scoped to the caller’s merchant and mode', async () => {
    const page = await createPage({});
    expect((await patchPage(page._id, { title: 'Volé' }, other)).statusCode).toBe(404);
    expect((await patchPage(page._id, { title: 'Autre mode' }, sandboxOwner)).statusCode).toBe(404);
  });
});
