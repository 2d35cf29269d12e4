import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { buildTestApp, json, loginAs, type TestApp } from './helper.ts';

let t: TestApp;
type Session = { token: string; user: { _id: string; session: string } };
let owner: Session;
let other: Session;
let team: Session;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  owner = json<Session>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD));
  other = json<Session>(await loginAs(t.app, 'nouveau@demo.local', DEMO_PASSWORD));
  team = json<Session>(await loginAs(t.app, 'equipe@demo.local', DEMO_PASSWORD));
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${who.token}` } });

type Shop = { _id: string; name: string; mode: number; status: string };
const listShops = async (who: Session) =>
  json<{ shop: Shop[] }>(await call(who, 'GET', `/api/shop/${who.user._id}/get`)).shop;

describe('shops', () => {
  it("lists the merchant's shops of the session mode with the spec's fields", async () => {
    const shops = await listShops(owner);
    expect(shops.map((s) => s.name)).toEqual(['Boutique Principale', 'Boutique Cotonou']);
    expect(shops[0]).toMatchObject({
      mode: 1,
      status: 'active',
      without_taxe: false,
      taxe_collection: null,
      fixe_amount: null,
      amount_fixe: false,
    });
    // The sandbox session of the unvalidated merchant sees its sandbox shop only.
    expect((await listShops(other)).map((s) => [s.name, s.mode])).toEqual([['Ma Boutique', 0]]);
  });

  it('creates, renames, archives and deletes, keeping at least one active shop', async () => {
    const created = await call(owner, 'POST', '/api/shop/create', {
      name: "Épicerie de l'Ouest",
      user: owner.user._id,
      mode: 1,
    });
    expect(created.statusCode).toBe(200);
    const shop = json<{ message: string; shop: Shop }>(created);
    expect(shop.message).toBe('Boutique ajoutée avec succès.');

    const renamed = await call(owner, 'POST', `/api/shop/rename/${shop.shop._id}`, {
      name: 'Épicerie du Port',
    });
    expect(json(renamed)).toMatchObject({
      message: 'Boutique renommée avec succès.',
      shop: { name: 'Épicerie du Port' },
    });

    const archived = await call(owner, 'POST', `/api/shop/archive/${shop.shop._id}`);
    expect(json(archived)).toMatchObject({
      message: 'Boutique archivée avec succès.',
      shop: { status: 'archived' },
    });
    const deleted = await call(owner, 'DELETE', `/api/shop/delete/${shop.shop._id}`);
    expect(json(deleted)).toMatchObject({ message: 'Boutique supprimée avec succès.' });
    expect((await listShops(owner)).map((s) => s._id)).not.toContain(shop.shop._id);
  });

  it("refuses to archive or delete the last active shop with the spec's message", async () => {
    const [only] = await listShops(other);
    for (const [method, url] of [
      ['POST', `/api/shop/archive/${only!._id}`],
      ['DELETE', `/api/shop/delete/${only!._id}`],
    ] as const) {
      const response = await call(other, method, url);
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({
        code: 'SHOP_LAST_ACTIVE',
        message: "Vous n'avez qu'une boutique active.",
      });
    }
  });

  it('validates the name with the spec rule and messages', async () => {
    for (const [name, message] of [
      ['', 'Ce champ est obligatoire'],
      ['A', 'Format non valide'],
      ['Shop1', 'Format non valide'],
      ['Ma  Boutique', 'Format non valide'],
      [Array.from({ length: 31 }, () => 'mot').join(' '), 'Format non valide'],
    ]) {
      const response = await call(owner, 'POST', '/api/shop/create', { name, user: owner.user._id, mode: 1 });
      expect(response.statusCode, name).toBe(400);
      expect(json(response)).toMatchObject({ details: [{ path: 'name', message }] });
    }
    const thirty = Array.from({ length: 30 }, () => 'mot').join(' ');
    expect(
      (await call(owner, 'POST', '/api/shop/create', { name: thirty, user: owner.user._id, mode: 1 }))
        .statusCode,
    ).toBe(200);
  });

  it("never shows or touches another merchant's shop", async () => {
    const [theirs] = await listShops(other);
    expect(
      (await call(owner, 'POST', `/api/shop/rename/${theirs!._id}`, { name: 'Piratée' })).statusCode,
    ).toBe(404);
    expect((await call(owner, 'POST', `/api/shop/archive/${theirs!._id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/shop/delete/${theirs!._id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/shop/${other.user._id}/get`)).statusCode).toBe(404);
    expect(
      (await call(owner, 'POST', '/api/shop/create', { name: 'Intruse', user: other.user._id, mode: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await listShops(other)).map((s) => s.name)).toEqual(['Ma Boutique']);
  });

  it('keeps live and sandbox shops apart', async () => {
    const [live] = await listShops(owner);
    await call(owner, 'POST', '/api/auth/users/check_password', { password: DEMO_PASSWORD, mode: 0 });
    const sandbox = await listShops(owner);
    expect(sandbox.every((s) => s.mode === 0)).toBe(true);
    expect(sandbox.map((s) => s._id)).not.toContain(live!._id);
    expect(
      (await call(owner, 'POST', `/api/shop/rename/${live!._id}`, { name: 'Autre Nom' })).statusCode,
    ).toBe(404);
    await call(owner, 'POST', '/api/auth/users/check_password', { password: DEMO_PASSWORD, mode: 1 });
  });

  it('refuses a live shop to a merchant not yet validated, and shop options to staff', async () => {
    const live = await call(other, 'POST', '/api/shop/create', {
      name: 'Boutique Live',
      user: other.user._id,
      mode: 1,
    });
    expect(live.statusCode).toBe(403);
    expect(json(live)).toMatchObject({ code: 'MERCHANT_NOT_VALIDATED' });
    const admin = json<Session>(await loginAs(t.app, 'admin@demo.local', DEMO_PASSWORD));
    const staff = await call(admin, 'GET', `/api/shop/${admin.user._id}/get`);
    expect(staff.statusCode).toBe(403);
    expect(json(staff)).toMatchObject({ code: 'NOT_A_MERCHANT' });
  });

  it('lets a SUBADMIN manage shops of its merchant', async () => {
    const shops = await listShops(team);
    expect(shops.map((s) => s.name)).toContain('Boutique Principale');
  });
});

describe('GET /api/merchant/get/', () => {
  it('tells whether card payments are enabled', async () => {
    const response = await call(owner, 'GET', '/api/merchant/get/');
    expect(json(response)).toMatchObject({
      merchant: { card: true, business_name: 'Demo Marchand', country: 'BJ' },
    });
    expect(json(await call(other, 'GET', '/api/merchant/get/'))).toMatchObject({ merchant: { card: false } });
  });
});
