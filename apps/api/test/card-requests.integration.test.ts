import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { cardRequests, merchants, users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

let t: TestApp;
let token: string;
let merchantId: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  const [owner] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
  merchantId = owner!.merchantId!;
  // The demo merchant starts without card payments here.
  await t.deps.db.update(merchants).set({ cardEnabled: false }).where(eq(merchants.id, merchantId));
  token = await tokenOf(t.app, 'marchand@demo.local');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, bearer = token) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${bearer}` },
  });

const form = {
  business_name: 'Demo Marchand SARL',
  activity: 'Vente de vêtements en ligne',
  country: 'BJ',
  phone_number: '01 97 00 00 00',
  monthly_volume: 2_500_000,
  website: 'https://demo.example.com',
  message: 'Nous vendons aussi à la diaspora.',
};

describe('card payments access', () => {
  it('says the merchant has no card access and no request yet', async () => {
    const response = await call('GET', '/api/card-requests/current');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      merchant: { _id: merchantId, card: false, business_name: 'Demo Marchand' },
      request: null,
    });
    const merchant = json<{ merchant: { _id: string; card: boolean } }>(
      await call('GET', '/api/merchant/get/'),
    );
    expect(merchant.merchant).toMatchObject({ _id: merchantId, card: false });
  });

  it('refuses an incomplete form with field messages and stores nothing', async () => {
    const response = await call('POST', '/api/card-requests', {
      ...form,
      business_name: '',
      monthly_volume: 0,
      website: 'pas une url',
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ details: { path: string; message: string }[] }>(response).details).toEqual(
      expect.arrayContaining([
        { path: 'business_name', message: 'Ce champ est obligatoire' },
        { path: 'monthly_volume', message: 'Ce nombre doit être supérieur à 0' },
        { path: 'website', message: 'Format non valide' },
      ]),
    );
    expect(
      await t.deps.db.select().from(cardRequests).where(eq(cardRequests.merchantId, merchantId)),
    ).toHaveLength(0);
  });

  it('stores one PENDING request and refuses a second while it is open', async () => {
    const response = await call('POST', '/api/card-requests', form);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      request: { status: 'PENDING', phone_number: '2290197000000', monthly_volume: 2_500_000 },
    });
    const again = await call('POST', '/api/card-requests', form);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'CARD_REQUEST_PENDING',
      message: 'Une demande de paiement par carte est déjà en cours de traitement.',
    });
    const current = json<{ request: { status: string } }>(await call('GET', '/api/card-requests/current'));
    expect(current.request.status).toBe('PENDING');
  });

  it('lets a refused merchant ask again, and refuses when cards are already on', async () => {
    await t.deps.db
      .update(cardRequests)
      .set({ status: 'REFUSED', decidedAt: new Date() })
      .where(eq(cardRequests.merchantId, merchantId));
    expect((await call('POST', '/api/card-requests', form)).statusCode).toBe(201);
    await t.deps.db.update(merchants).set({ cardEnabled: true }).where(eq(merchants.id, merchantId));
    const enabled = await call('POST', '/api/card-requests', form);
    expect(enabled.statusCode).toBe(409);
    expect(json(enabled)).toMatchObject({ code: 'CARD_ALREADY_ENABLED' });
  });

  it('shows each merchant only its own request; staff have no merchant to ask for', async () => {
    const other = json<{ request: unknown }>(
      await call('GET', '/api/card-requests/current', undefined, await tokenOf(t.app, 'nouveau@demo.local')),
    );
    expect(other.request).toBeNull();
    const staff = await call(
      'GET',
      '/api/card-requests/current',
      undefined,
      await tokenOf(t.app, 'admin@demo.local'),
    );
    expect(staff.statusCode).toBe(403);
  });
});
