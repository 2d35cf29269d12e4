import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { paymentLinks, users } from '../src/platform/db/schema/index.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';

type Link = {
  _id: string;
  kind: string;
  amount: number | null;
  reusable: boolean;
  enabled: boolean;
  state: string;
  path: string;
  customer: { name: string; phone: string | null; email: string | null } | null;
  stats: { views: number; payments: number; amount_collected: number };
};

process.env.CHECKOUT_POLL_REFRESH_MS = '0';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: Record<string, string>;
let sandboxOwner: Record<string, string>;
let other: Record<string, string>;
let otherShop: string;

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
  const [otherUser] = await h.deps.db.select().from(users).where(eq(users.email, 'nouveau@demo.local'));
  otherShop = (await findShops(h.deps.db, otherUser!.merchantId!, 0))[0]!.id;
});

afterAll(async () => {
  await h?.close();
});

const create = (payload: Record<string, unknown>, headers = owner, lang = 'fr') =>
  h.app.inject({
    method: 'POST',
    url: '/api/payment-links',
    payload: { shop: h.liveShop.id, title: 'Commande', ...payload },
    headers: { ...headers, 'accept-language': lang },
  });
const open = (id: string, lang = 'fr') =>
  h.app.inject({
    method: 'POST',
    url: `/api/public/payment-links/${id}/open`,
    headers: { 'accept-language': lang },
  });

describe('payment links: create and list', () => {
  it('creates a fixed-amount link and lists it with empty statistics', async () => {
    const response = await create({ amount: 5000, description: 'Un sac', reusable: true });
    expect(response.statusCode).toBe(201);
    const { link } = json<{ link: Link }>(response);
    expect(link).toMatchObject({
      kind: 'link',
      amount: 5000,
      reusable: true,
      enabled: true,
      state: 'active',
    });
    expect(link.path).toBe(`/checkout/link/${link._id}`);
    const list = json<{ links: Link[] }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-links?shop=${h.liveShop.id}`, headers: owner }),
    );
    expect(list.links.map((l) => l._id)).toContain(link._id);
    expect(list.links[0]!.stats).toEqual({ views: 0, payments: 0, amount_collected: 0 });
  });

  it('creates a free-amount link (amount null) that the customer fills in', async () => {
    const response = await create({ amount: null, collect: { name: true, email: true } });
    expect(response.statusCode).toBe(201);
    expect(json<{ link: Link }>(response).link.amount).toBeNull();
  });

  it('refuses bad input with localized messages and stores nothing', async () => {
    const before = (await h.deps.db.select().from(paymentLinks)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Ce champ est obligatoire'],
      [{ amount: 0 }, 'amount', 'Ce nombre doit être supérieur à 0'],
      [{ amount: 7_000_000_000 }, 'amount', 'Ce nombre doit être inférieur à 7 000 000 000'],
      [{ amount: 10.5 }, 'amount', 'Format non valide'],
      [{ return_url: 'javascript:alert(1)' }, 'return_url', 'Format non valide'],
      [{ expires_at: 'demain' }, 'expires_at', 'Format non valide'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = json<{ code: string; details: { path: string; message: string }[] }>(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details).toContainEqual({ path, message });
    }
    const english = await create({ amount: -3 }, owner, 'en');
    expect(json<{ details: { message: string }[] }>(english).details[0]!.message).toBe(
      'This number must be greater than 0',
    );
    const past = await create({ amount: 100, expires_at: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(json(past)).toMatchObject({
      code: 'PAYMENT_LINK_EXPIRY_PAST',
      message: "La date d'expiration doit être dans le futur.",
    });
    expect((await h.deps.db.select().from(paymentLinks)).length).toBe(before);
  });

  it('quick links need an amount and a customer with a phone or an e-mail', async () => {
    const missing = await create({ kind: 'quicklink', amount: 2000 });
    expect(missing.statusCode).toBe(400);
    const noContact = await create({ kind: 'quicklink', amount: 2000, customer: { name: 'Ama' } });
    expect(noContact.statusCode).toBe(400);
    const ok = await create({
      kind: 'quicklink',
      amount: 2000,
      reusable: true,
      customer: { name: 'Ama Kpodar', phone: '+229 0166000000' },
    });
    expect(ok.statusCode).toBe(201);
    const { link } = json<{ link: Link }>(ok);
    expect(link).toMatchObject({ kind: 'quicklink', reusable: false, amount: 2000 });
    expect(link.customer).toEqual({ name: 'Ama Kpodar', phone: '+2290166000000', email: null });
    const quick = json<{ links: Link[] }>(
      await h.app.inject({
        method: 'GET',
        url: `/api/payment-links?shop=${h.liveShop.id}&kind=quicklink`,
        headers: owner,
      }),
    );
    expect(quick.links.map((l) => l._id)).toEqual([link._id]);
  });

  it('keeps live and sandbox apart: a live link is not found from a sandbox session', async () => {
    const { link } = json<{ link: Link }>(await create({ amount: 100 }));
    const fromSandbox = await h.app.inject({
      method: 'GET',
      url: `/api/payment-links/${link._id}`,
      headers: sandboxOwner,
    });
    expect(fromSandbox.statusCode).toBe(404);
    const liveShopFromSandbox = await h.app.inject({
      method: 'GET',
      url: `/api/payment-links?shop=${h.liveShop.id}`,
      headers: sandboxOwner,
    });
    expect(liveShopFromSandbox.statusCode).toBe(404);
  });
});

describe('payment links: scoping and permissions', () => {
  it("answers 404 for another merchant's link, on every route, and changes nothing", async () => {
    const { link } = json<{ link: Link }>(await create({ amount: 1500 }));
    for (const [method, url, payload] of [
      ['GET', `/api/payment-links/${link._id}`, undefined],
      ['PATCH', `/api/payment-links/${link._id}`, { enabled: false }],
      ['DELETE', `/api/payment-links/${link._id}`, undefined],
      ['POST', `/api/payment-links/${link._id}/share`, { email: 'x@example.com' }],
    ] as const) {
      const response = await h.app.inject({ method, url, headers: other, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response).code).toBe('PAYMENT_LINK_NOT_FOUND');
    }
    const mine = json<{ link: Link }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-links/${link._id}`, headers: owner }),
    );
    expect(mine.link.enabled).toBe(true);
    const otherList = await h.app.inject({
      method: 'GET',
      url: `/api/payment-links?shop=${h.liveShop.id}`,
      headers: other,
    });
    expect(otherList.statusCode).toBe(404);
    const ownList = await h.app.inject({
      method: 'GET',
      url: `/api/payment-links?shop=${otherShop}`,
      headers: other,
    });
    expect(json<{ links: Link[] }>(ownList).links).toEqual([]);
  });

  it('refuses a team member without the feexlink permission', async () => {
    const team = await session('equipe@demo.local');
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/payment-links?shop=${h.liveShop.id}`,
      headers: team,
    });
    expect(response.statusCode).toBe(403);
  });

  it('requires a signed-in caller', async () => {
    const response = await h.app.inject({ method: 'GET', url: `/api/payment-links?shop=${h.liveShop.id}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('payment links: opening them publicly', () => {
  it('opens a usable link: a checkout session for its amount, and a view counted', async () => {
    const { link } = json<{ link: Link }>(await create({ amount: 5000, title: 'Sac' }));
    const response = await open(link._id);
    expect(response.statusCode).toBe(201);
    const body = json<{ link: Record<string, unknown>; session: { id: string; url: string } }>(response);
    expect(body.link).toMatchObject({
      title: 'Sac',
      amount: 5000,
      shop_name: 'Boutique Principale',
      mode: 'LIVE',
    });
    expect(body.session.url).toBe(`/checkout?session=${body.session.id}`);
    await open(link._id);
    const detail = json<{ link: Link }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-links/${link._id}`, headers: owner }),
    );
    expect(detail.link.stats.views).toBe(2);
  });

  it('gives a single-use link one open session at a time, so it can only be paid once', async () => {
    const single = json<{ link: Link }>(await create({ amount: 800, reusable: false })).link;
    const first = json<{ session: { id: string } }>(await open(single._id)).session.id;
    const second = json<{ session: { id: string } }>(await open(single._id)).session.id;
    expect(second).toBe(first);
    const reusable = json<{ link: Link }>(await create({ amount: 800 })).link;
    const a = json<{ session: { id: string } }>(await open(reusable._id)).session.id;
    const b = json<{ session: { id: string } }>(await open(reusable._id)).session.id;
    expect(b).not.toBe(a);
  });

  it('edits a link: title, description cleared, expiry moved; a past expiry is refused', async () => {
    const { link } = json<{ link: Link }>(await create({ amount: 600, description: 'Ancienne' }));
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const edited = await h.app.inject({
      method: 'PATCH',
      url: `/api/payment-links/${link._id}`,
      payload: { title: 'Nouveau titre', description: '', expires_at: later },
      headers: owner,
    });
    expect(edited.statusCode).toBe(200);
    expect(json<{ link: Record<string, unknown> }>(edited).link).toMatchObject({
      title: 'Nouveau titre',
      description: null,
      expires_at: later,
    });
    const past = await h.app.inject({
      method: 'PATCH',
      url: `/api/payment-links/${link._id}`,
      payload: { expires_at: '2020-01-01T00:00:00Z' },
      headers: owner,
    });
    expect(past.statusCode).toBe(400);
    expect(json(past).code).toBe('PAYMENT_LINK_EXPIRY_PAST');
  });

  it('answers 410 with a clear code for a disabled link, and opens it again once enabled', async () => {
    const { link } = json<{ link: Link }>(await create({ amount: 700 }));
    const disabled = await h.app.inject({
      method: 'PATCH',
      url: `/api/payment-links/${link._id}`,
      payload: { enabled: false },
      headers: owner,
    });
    expect(json<{ link: Link }>(disabled).link.state).toBe('disabled');
    const refused = await open(link._id, 'en');
    expect(refused.statusCode).toBe(410);
    expect(json(refused)).toMatchObject({
      code: 'PAYMENT_LINK_DISABLED',
      message: 'This payment link has been disabled by the merchant.',
    });
    await h.app.inject({
      method: 'PATCH',
      url: `/api/payment-links/${link._id}`,
      payload: { enabled: true },
      headers: owner,
    });
    expect((await open(link._id)).statusCode).toBe(201);
  });

  it('answers 410 PAYMENT_LINK_EXPIRED once the expiry date has passed, and counts no view', async () => {
    const { link } = json<{ link: Link }>(
      await create({ amount: 900, expires_at: new Date(Date.now() + 60_000).toISOString() }),
    );
    await h.deps.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, link._id));
    const refused = await open(link._id);
    expect(refused.statusCode).toBe(410);
    expect(json(refused)).toMatchObject({ code: 'PAYMENT_LINK_EXPIRED' });
    const detail = json<{ link: Link }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-links/${link._id}`, headers: owner }),
    );
    expect(detail.link).toMatchObject({
      state: 'expired',
      stats: { views: 0, payments: 0, amount_collected: 0 },
    });
  });

  it('answers 404 for an unknown or deleted link', async () => {
    expect((await open('lnk_unknown')).statusCode).toBe(404);
    const { link } = json<{ link: Link }>(await create({ amount: 100 }));
    const removed = await h.app.inject({
      method: 'DELETE',
      url: `/api/payment-links/${link._id}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(204);
    expect((await open(link._id)).statusCode).toBe(404);
  });

  it('e-mails a quick link to its customer through the platform mailer', async () => {
    const { link } = json<{ link: Link }>(
      await create({
        kind: 'quicklink',
        amount: 12000,
        title: 'Facture 42',
        customer: { name: 'Kossi', email: 'kossi@example.com' },
      }),
    );
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/payment-links/${link._id}/share`,
      payload: { email: 'kossi@example.com' },
      headers: { ...owner, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const mail = (await findDevMails(h.deps.db)).find((m) => m.to === 'kossi@example.com');
    expect(mail?.subject).toBe('Boutique Principale sent you a payment link');
    expect(mail?.text).toContain(`http://app.test/en/checkout/link/${link._id}`);
    expect(mail?.text).toContain('Facture 42');
    const bad = await h.app.inject({
      method: 'POST',
      url: `/api/payment-links/${link._id}/share`,
      payload: { email: 'not-an-email' },
      headers: owner,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment links: statistics after payments', () => {
  const mtn = (ending: string) => `01 97 00 00 ${ending}`;
  type Attempt = { reference: string; status: string };
  const pay = async (session: string, phoneNumber: string) =>
    json<Attempt>(
      await h.app.inject({
        method: 'POST',
        url: `/api/checkout/public/sessions/${session}/pay`,
        payload: { network: 'mtn', phoneNumber },
      }),
    );
  const poll = async (session: string, reference: string) =>
    json<Attempt>(
      await h.app.inject({ url: `/api/checkout/public/sessions/${session}/payments/${reference}` }),
    );

  it('counts the successful payment and its amount, lists every attempt, and closes a single-use link', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/payment-links',
      payload: { shop: h.sandboxShop.id, title: 'Abonnement', amount: 5000, reusable: false },
      headers: sandboxOwner,
    });
    const { link } = json<{ link: Link }>(created);
    const { session } = json<{ session: { id: string } }>(await open(link._id));

    const failed = await pay(session.id, mtn('01'));
    expect((await poll(session.id, failed.reference)).status).toBe('FAILED');
    const paid = await pay(session.id, mtn('00'));
    await h.sim.sim.flush();
    expect((await poll(session.id, paid.reference)).status).toBe('SUCCESSFUL');

    const detail = json<{ link: Link; payments: { reference: string; status: string; amount: number }[] }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-links/${link._id}`, headers: sandboxOwner }),
    );
    expect(detail.link.stats).toEqual({ views: 1, payments: 1, amount_collected: 5000 });
    expect(detail.link.state).toBe('used');
    expect(detail.payments.map((p) => [p.reference, p.status, p.amount])).toEqual([
      [paid.reference, 'SUCCESSFUL', 5000],
      [failed.reference, 'FAILED', 5000],
    ]);
    const list = json<{ links: Link[] }>(
      await h.app.inject({
        method: 'GET',
        url: `/api/payment-links?shop=${h.sandboxShop.id}`,
        headers: sandboxOwner,
      }),
    );
    expect(list.links.find((l) => l._id === link._id)?.stats.amount_collected).toBe(5000);

    const spent = await open(link._id);
    expect(spent.statusCode).toBe(410);
    expect(json(spent)).toMatchObject({
      code: 'PAYMENT_LINK_USED',
      message: "Ce lien de paiement a déjà été utilisé : il n'était valable qu'une fois.",
    });
  });

  it('keeps a reusable link open after payments and sums them', async () => {
    const { link } = json<{ link: Link }>(
      await h.app.inject({
        method: 'POST',
        url: '/api/payment-links',
        payload: { shop: h.sandboxShop.id, title: 'Don', amount: null },
        headers: sandboxOwner,
      }),
    );
    for (const amount of [1000, 2500]) {
      const { session } = json<{ session: { id: string } }>(await open(link._id));
      const attempt = json<Attempt>(
        await h.app.inject({
          method: 'POST',
          url: `/api/checkout/public/sessions/${session.id}/pay`,
          payload: { network: 'mtn', phoneNumber: mtn('00'), amount },
        }),
      );
      await h.sim.sim.flush();
      expect((await poll(session.id, attempt.reference)).status).toBe('SUCCESSFUL');
    }
    const detail = json<{ link: Link }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-links/${link._id}`, headers: sandboxOwner }),
    );
    expect(detail.link).toMatchObject({
      state: 'active',
      stats: { views: 2, payments: 2, amount_collected: 3500 },
    });
    expect((await open(link._id)).statusCode).toBe(201);
  });
});
