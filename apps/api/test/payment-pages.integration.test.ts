import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { paymentPageImages, paymentPages } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs, multipart, PDF_BYTES, PNG_BYTES } from './helper.ts';

type Page = {
  _id: string;
  slug: string;
  path: string;
  image_url: string | null;
  amount_type: string;
  items: { _id: string; name: string | null; price: number }[];
  enabled: boolean;
  stats: { views: number; payments: number; amount_collected: number };
};

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: Record<string, string>;
let other: Record<string, string>;

async function session(email: string) {
  const login = json<{ token: string }>(await loginAs(h.app, email, DEMO_PASSWORD));
  return { authorization: `Bearer ${login.token}` };
}

beforeAll(async () => {
  h = await buildCollectionsApp();
  owner = await session('marchand@demo.local');
  other = await session('nouveau@demo.local');
});

afterAll(async () => {
  await h?.close();
});

const create = (payload: Record<string, unknown>, headers = owner) =>
  h.app.inject({
    method: 'POST',
    url: '/api/payment-pages',
    payload: { shop: h.liveShop.id, title: 'Pagne Élégance', amount_type: 'free', ...payload },
    headers,
  });

async function upload(name: string, data: Buffer, headers = owner) {
  const body = await multipart({}, { image: { name, data } });
  return h.app.inject({
    method: 'POST',
    url: '/api/payment-pages/images',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

describe('payment pages', () => {
  it('uploads a png and serves it publicly by id', async () => {
    const response = await upload('logo.png', PNG_BYTES);
    expect(response.statusCode).toBe(201);
    const image = json<{ _id: string; url: string }>(response);
    expect(image.url).toBe(`/api/public/page-images/${image._id}`);
    const served = await h.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses a pdf, a renamed file and an oversized image, storing nothing', async () => {
    const before = (await h.deps.db.select().from(paymentPageImages)).length;
    const pdf = await upload('doc.pdf', PDF_BYTES);
    expect(pdf.statusCode).toBe(400);
    expect(json(pdf)).toMatchObject({
      code: 'PAGE_IMAGE_TYPE',
      message: 'Vous devez choisir un fichier de type Jpeg, Jpg ou Png',
    });
    expect((await upload('fake.png', PDF_BYTES)).statusCode).toBe(400);
    const big = await upload('big.png', Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(json(big).code).toBe('FILE_TOO_LARGE');
    expect((await h.deps.db.select().from(paymentPageImages)).length).toBe(before);
  });

  it('creates a products page with an image, a slug from its title and its public path', async () => {
    const image = json<{ _id: string }>(await upload('p.png', PNG_BYTES));
    const response = await create({
      amount_type: 'products',
      image_id: image._id,
      brand_color: '#1A2B3C',
      items: [
        { name: 'Pagne wax', price: 15000 },
        { name: 'Foulard', price: '4000' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { page } = json<{ page: Page }>(response);
    expect(page.slug).toBe('pagne-elegance');
    expect(page.path).toBe(`/page/pagne-elegance/${page._id}`);
    expect(page.items.map((i) => [i.name, i.price])).toEqual([
      ['Pagne wax', 15000],
      ['Foulard', 4000],
    ]);
    expect(page.image_url).toBe(`/api/public/page-images/${image._id}`);
  });

  it('refuses pages without amounts, products without names, bad colours, and others’ images', async () => {
    const before = (await h.deps.db.select().from(paymentPages)).length;
    expect((await create({ amount_type: 'fixed', items: [] })).statusCode).toBe(400);
    const unnamed = await create({ amount_type: 'products', items: [{ price: 100 }] });
    expect(json<{ details: { path: string; message: string }[] }>(unnamed).details).toContainEqual({
      path: 'items.0.name',
      message: 'Ce champ est obligatoire',
    });
    expect((await create({ brand_color: 'red' })).statusCode).toBe(400);
    expect((await create({ amount_type: 'fixed', items: [{ price: 0 }] })).statusCode).toBe(400);
    const mine = json<{ _id: string }>(await upload('p.png', PNG_BYTES));
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/api/payment-pages',
      payload: { shop: h.sandboxShop.id, title: 'x', amount_type: 'free', image_id: mine._id },
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await h.deps.db.select().from(paymentPages)).length).toBe(before);
  });

  it('shows the page publicly (counting views), opens a session for the chosen item, 410 once disabled', async () => {
    const { page } = json<{ page: Page }>(
      await create({ amount_type: 'fixed', items: [{ price: 1000 }, { price: 2500 }] }),
    );
    const shown = await h.app.inject({ method: 'GET', url: `/api/public/payment-pages/${page._id}` });
    expect(shown.statusCode).toBe(200);
    expect(json<{ page: Record<string, unknown> }>(shown).page).toMatchObject({
      title: 'Pagne Élégance',
      shop_name: 'Boutique Principale',
      mode: 'LIVE',
    });
    const opened = await h.app.inject({
      method: 'POST',
      url: `/api/public/payment-pages/${page._id}/open`,
      payload: { item: page.items[1]!._id },
    });
    expect(opened.statusCode).toBe(201);
    expect(json<{ session: { url: string } }>(opened).session.url).toMatch(/^\/checkout\?session=cs_/);
    const noChoice = await h.app.inject({
      method: 'POST',
      url: `/api/public/payment-pages/${page._id}/open`,
      payload: {},
    });
    expect(noChoice.statusCode).toBe(400);
    expect(json(noChoice).code).toBe('PAGE_ITEM_REQUIRED');
    const detail = json<{ page: Page }>(
      await h.app.inject({ method: 'GET', url: `/api/payment-pages/${page._id}`, headers: owner }),
    );
    expect(detail.page.stats.views).toBe(1);
    await h.app.inject({
      method: 'PATCH',
      url: `/api/payment-pages/${page._id}`,
      payload: { enabled: false },
      headers: owner,
    });
    const gone = await h.app.inject({ method: 'GET', url: `/api/public/payment-pages/${page._id}` });
    expect(gone.statusCode).toBe(410);
    expect(json(gone).code).toBe('PAYMENT_PAGE_DISABLED');
  });

  it('opens a free page for the amount the customer typed, within the bounds', async () => {
    const { page } = json<{ page: Page }>(await create({}));
    const open = (amount: unknown) =>
      h.app.inject({
        method: 'POST',
        url: `/api/public/payment-pages/${page._id}/open`,
        payload: { amount },
      });
    expect((await open(3000)).statusCode).toBe(201);
    expect((await open(0)).statusCode).toBe(400);
    expect((await open(7_000_000_000)).statusCode).toBe(400);
  });

  it("answers 404 for another merchant's page on every route", async () => {
    const { page } = json<{ page: Page }>(await create({}));
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { enabled: false }],
      ['DELETE', undefined],
    ] as const) {
      const response = await h.app.inject({
        method,
        url: `/api/payment-pages/${page._id}`,
        headers: other,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(json(response).code).toBe('PAYMENT_PAGE_NOT_FOUND');
    }
    const list = await h.app.inject({
      method: 'GET',
      url: `/api/payment-pages?shop=${h.liveShop.id}`,
      headers: other,
    });
    expect(list.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the payment-link and payment-page calls', async () => {
    const response = await h.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, unknown> }>(response);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/payment-links',
        '/api/payment-links/{id}',
        '/api/payment-links/{id}/share',
        '/api/public/payment-links/{id}/open',
        '/api/payment-pages',
        '/api/payment-pages/images',
        '/api/public/payment-pages/{id}',
        '/api/public/payment-pages/{id}/open',
      ]),
    );
  });
});
