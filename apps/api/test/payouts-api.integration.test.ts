import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { decideWithdrawal } from '../src/modules/payouts/decide-withdrawal.ts';
import { getPayoutByReference } from '../src/modules/payouts/payouts-repository.ts';
import { payouts, webhookEvents } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { fundShop, moovNumber, mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
let team: string;
let stranger: string;
const token = async (email: string) =>
  json<{ token: string }>(await loginAs(h.app, email, DEMO_PASSWORD)).token;

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 500_000n);
  owner = await token('marchand@demo.local');
  team = await token('equipe@demo.local');
  stranger = await token('nouveau@demo.local');
});
afterAll(() => h.close());

const session = (method: 'GET' | 'POST', url: string, bearer: string, payload?: object, headers = {}) =>
  h.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${bearer}`, ...headers },
  });
const api = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  h.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { authorization: `Bearer ${h.liveKey}`, ...headers },
  });
const balance = () => getShopBalances(h.deps.db, h.liveShop.id, 1);

describe('dashboard payouts (permission payout)', () => {
  it('shows the fee and the total before confirming', async () => {
    const response = await session('POST', '/api/payouts/fee', owner, {
      shop: h.liveShop.id,
      network: 'MTN',
      amount: 10_000,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      network: 'mtn',
      amount: 10_000,
      fee: 170,
      total: 10_170,
      available: 500_000,
    });
  });

  it('refuses a wrong password and writes nothing', async () => {
    const before = await balance();
    const response = await session('POST', '/api/payouts/send', owner, {
      shop: h.liveShop.id,
      phoneNumber: mtnNumber('00'),
      network: 'mtn',
      amount: 1_000,
      password: 'wrong',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(await balance()).toEqual(before);
  });

  it('sends one payout after the password, lists it with the spec fields, shows its detail', async () => {
    const response = await session('POST', '/api/payouts/send', owner, {
      shop: h.liveShop.id,
      phoneNumber: mtnNumber('00'),
      network: 'mtn',
      amount: 2_000,
      motif: 'Prime #1',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(202);
    const sent = json<{ _id: string; reference: string; status: string; fee: number; message: string }>(
      response,
    );
    expect(sent).toMatchObject({
      status: 'PENDING',
      fee: 34,
      message: 'Payout accepté : il est en cours de traitement.',
    });
    const list = json<Record<string, unknown>[]>(
      await session('POST', '/api/payouts/readall', team, { shop: h.liveShop.id, mode: 1 }),
    );
    expect(list[0]).toMatchObject({
      _id: sent._id,
      phoneNumber: '2290197000000',
      reference: sent.reference,
      reseau: 'mtn',
      amount: 2_000,
      amount_sent: 2_000,
      description: 'Prime 1',
      status: 'PENDING',
    });
    expect(typeof list[0]!.date).toBe('string');
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', sent._id);
    await h.sim.sim.flush();
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', sent._id);
    const detail = json<{ status: string; total: number; events: { kind: string }[] }>(
      await session('GET', `/api/payouts/detail/${sent._id}`, owner),
    );
    expect(detail).toMatchObject({ status: 'SUCCESSFUL', total: 2_034 });
    expect(detail.events.map((e) => e.kind)).toContain('created');
  });

  it("answers 404 for another merchant's payout or shop, and a localized short-balance refusal", async () => {
    const [row] = await h.deps.db.select().from(payouts).limit(1);
    expect((await session('GET', `/api/payouts/detail/${row!.id}`, stranger)).statusCode).toBe(404);
    const foreignShop = await session('POST', '/api/payouts/readall', owner, { shop: 'shp_unknown' });
    expect(foreignShop.statusCode).toBe(404);
    const short = await session(
      'POST',
      '/api/payouts/send',
      owner,
      {
        shop: h.liveShop.id,
        phoneNumber: mtnNumber('00'),
        network: 'mtn',
        amount: 6_000_000,
        password: DEMO_PASSWORD,
      },
      { 'accept-language': 'en' },
    );
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'The available balance does not cover this amount and its fee.',
    });
    const mismatch = await session('POST', '/api/payouts/send', owner, {
      shop: h.liveShop.id,
      phoneNumber: moovNumber('00'),
      network: 'mtn',
      amount: 1_000,
      password: DEMO_PASSWORD,
    });
    expect(json(mismatch)).toMatchObject({
      code: 'NETWORK_MISMATCH',
      message: "Ce numéro n'appartient pas au réseau choisi.",
    });
  });
});

describe('payout API (API key, IP allow-list, Idempotency-Key)', () => {
  const body = (over: object = {}) => ({
    shop: h.liveShop.id,
    phoneNumber: mtnNumber('00'),
    amount: 1_500,
    network: 'MTN',
    motif: 'Salaire',
    ...over,
  });

  it('global and per-network paths create payouts; the status path tells where they stand', async () => {
    const global = await api('/api/payouts/public/transfer/global', body({ callback_info: { order: 7 } }));
    expect(global.statusCode).toBe(202);
    const answer = json<{ reference: string; status: string; fee: number }>(global);
    expect(answer).toMatchObject({ status: 'PENDING', fee: 26 });
    const perNetwork = await api(
      '/api/payouts/public/transfer/moov',
      body({ network: undefined, phoneNumber: moovNumber('00') }),
    );
    expect(perNetwork.statusCode).toBe(202);
    const status = await h.app.inject({
      url: `/api/payouts/status/public/${answer.reference}`,
      headers: { authorization: `Bearer ${h.liveKey}` },
    });
    expect(json(status)).toMatchObject({
      reference: answer.reference,
      status: 'PENDING',
      amount: 1_500,
      fees: 26,
      reseau: 'mtn',
      callback_info: { order: 7 },
    });
    const otherShop = await h.app.inject({
      url: `/api/payouts/status/public/${answer.reference}`,
      headers: { authorization: `Bearer ${h.sandboxKey}` },
    });
    expect(otherShop.statusCode).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = json<{ paths: Record<string, unknown> }>(await h.app.inject({ url: '/docs/json' }));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/payouts/public/transfer/global',
        '/api/payouts/public/transfer/{network}',
        '/api/payouts/status/public/{reference}',
        '/api/payouts/readall',
      ]),
    );
  });

  it('refuses a network in the body that disagrees with the path', async () => {
    const response = await api('/api/payouts/public/transfer/moov', body());
    expect(json(response)).toMatchObject({ code: 'NETWORK_MISMATCH' });
  });

  it('refuses calls from an IP that no approved request lists (403 IP_NOT_ALLOWED)', async () => {
    const response = await api('/api/payouts/public/transfer/global', body(), {}, '203.0.113.9');
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ code: 'IP_NOT_ALLOWED' });
  });

  it('replays an Idempotency-Key with the same body and refuses it with another; pays once', async () => {
    const headers = { 'idempotency-key': 'po-key-1' };
    const first = await api('/api/payouts/public/transfer/global', body({ amount: 1_234 }), headers);
    const again = await api('/api/payouts/public/transfer/global', body({ amount: 1_234 }), headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    const reused = await api('/api/payouts/public/transfer/global', body({ amount: 999 }), headers);
    expect(reused.statusCode).toBe(409);
    expect(json(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const rows = await h.deps.db.select().from(payouts).where(eq(payouts.amount, 1_234n));
    expect(rows).toHaveLength(1);
  });

  it('announces the final status by webhook', async () => {
    const answer = json<{ reference: string }>(
      await api('/api/payouts/public/transfer/global', body({ amount: 1_111 })),
    );
    const row = await getPayoutByReference(h.deps.db, answer.reference);
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
    await h.sim.sim.flush();
    await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
    const events = await h.deps.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.reference, answer.reference));
    expect(events.map((e) => e.type)).toEqual(['payout.successful']);
    expect(events[0]!.payload).toMatchObject({
      event: 'payout.successful',
      status: 'SUCCESSFUL',
      amount: 1_111,
      mode: 'LIVE',
    });
  });
});

describe('payout-API access requests (IP allow-list)', () => {
  it('stores a request PENDING, lists and shows it; a pending IP does not grant access', async () => {
    const created = await session('POST', '/api/payout_api/requests', owner, {
      shop: h.liveShop.id,
      ips: ['198.51.100.7', '2001:DB8::1'],
      usage: 'Salaires mensuels',
    });
    expect(created.statusCode).toBe(201);
    const item = json<{ _id: string; status: string; ips: string[] }>(created);
    expect(item).toMatchObject({ status: 'PENDING', ips: ['198.51.100.7', '2001:db8::1'] });
    const list = json<{ _id: string }[]>(await session('GET', '/api/payout_api/requests', owner));
    expect(list.map((r) => r._id)).toContain(item._id);
    expect((await session('GET', `/api/payout_api/requests/${item._id}`, owner)).statusCode).toBe(200);
    expect((await session('GET', `/api/payout_api/requests/${item._id}`, stranger)).statusCode).toBe(404);
    const call = await api(
      '/api/payouts/public/transfer/global',
      { shop: h.liveShop.id, phoneNumber: mtnNumber('00'), amount: 100, network: 'mtn' },
      {},
      '198.51.100.7',
    );
    expect(json(call)).toMatchObject({ code: 'IP_NOT_ALLOWED' });
  });

  it('refuses an invalid IP with the rule message', async () => {
    const response = await session('POST', '/api/payout_api/requests', owner, {
      shop: h.liveShop.id,
      ips: ['999.1.1.1'],
      usage: 'Test',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('withdrawals (Demandes de paiement)', () => {
  const staff = { userId: 'usr_staff_test' };
  it('holds the amount until staff approve or refuse', async () => {
    const before = await balance();
    const created = await session('POST', '/api/withdrawals', owner, {
      shop: h.liveShop.id,
      amount: 50_000,
      method: 'bank',
      bankName: 'Ecobank',
      accountHolder: 'Demo Marchand',
      accountNumber: 'BJ66 BJ06 1010 0100 1443 9000 0769',
      password: DEMO_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    const item = json<{ _id: string; status: string; account_number: string }>(created);
    expect(item).toMatchObject({ status: 'PENDING', account_number: 'BJ66BJ0610100100144390000769' });
    expect(before.available - (await balance()).available).toBe(50_000n);
    const list = json<{ _id: string }[]>(
      await session('GET', `/api/withdrawals?shop=${h.liveShop.id}`, owner),
    );
    expect(list[0]!._id).toBe(item._id);
    expect((await session('GET', `/api/withdrawals/${item._id}`, stranger)).statusCode).toBe(404);

    await decideWithdrawal(h.deps.db, staff, item._id, { decision: 'REFUSED', reason: 'RIB illisible' });
    expect((await balance()).available).toBe(before.available);
    const wallet = json<{ _id: string }>(
      await session('POST', '/api/withdrawals', owner, {
        shop: h.liveShop.id,
        amount: 10_000,
        method: 'wallet',
        phoneNumber: mtnNumber('00'),
        network: 'mtn',
        password: DEMO_PASSWORD,
      }),
    );
    await decideWithdrawal(h.deps.db, staff, wallet._id, { decision: 'APPROVED', reason: 'Vérifié' });
    expect(before.available - (await balance()).available).toBe(10_000n);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('refuses a missing bank field and a short balance', async () => {
    const missing = await session('POST', '/api/withdrawals', owner, {
      shop: h.liveShop.id,
      amount: 1_000,
      method: 'bank',
      password: DEMO_PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    const short = await session('POST', '/api/withdrawals', owner, {
      shop: h.liveShop.id,
      amount: 6_000_000,
      method: 'wallet',
      phoneNumber: mtnNumber('00'),
      network: 'mtn',
      password: DEMO_PASSWORD,
    });
    expect(json(short)).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
  });
});
