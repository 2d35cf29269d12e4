import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { openCheckoutSession } from '../src/modules/checkout/open-checkout-session.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { getPayoutByReference } from '../src/modules/payouts/payouts-repository.ts';
import { payouts } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';

/**
 * Issue 16, item 9: merchants migrating from FeexPay send network names as its SDKs and the
 * spec's fee table write them (`MTN`, `CELTIIS BJ`, `MOOV TG`…). Every route that takes a
 * network reads them (and our codes) with the one parse function of packages/domain.
 */
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 500_000n);
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
});
afterAll(() => h.close());

const withKey = (method: 'GET' | 'POST', url: string, payload?: object, key = h.sandboxKey) =>
  h.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: '127.0.0.1',
    headers: { authorization: `Bearer ${key}` },
  });
const details = (network: string, lang = 'fr') =>
  h.app.inject({
    method: 'POST',
    url: '/api/transactions/details',
    payload: { network, amount: 10_000, shop: h.sandboxShop.id },
    headers: { authorization: `Bearer ${h.sandboxKey}`, 'accept-language': lang },
  });

describe('the fee preview reads FeexPay names and answers FeexPay fields', () => {
  it('{network: "MTN", amount: 10000} answers the fee, with iffees, amount and total beside ours', async () => {
    const response = await details('MTN');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      network: 'mtn',
      amount: 10_000,
      fee: 170,
      customer_pays: 10_000,
      merchant_receives: 9_830,
      fee_paid_by: 'merchant',
      iffees: 170,
      total: 10_000,
    });
  });

  it.each([
    ['MOOV', 'moov', 170],
    ['CELTIIS BJ', 'celtiis_bj', 170],
    ['MOOV TG', 'moov_tg', 300],
    ['togocom tg', 'togocom_tg', 300],
    ['MTN CI', 'mtn_ci', 290],
    ['orange-ci', 'orange_ci', 290],
    ['ORANGE_SN', 'orange_sn', 190],
    ['Free SN', 'free_sn', 190],
    ['mtn_ci', 'mtn_ci', 290],
  ])('%s is %s (fee %i on 10 000)', async (name, code, fee) => {
    expect(json(await details(name))).toMatchObject({ network: code, fee, iffees: fee });
  });

  it('an unknown name is still refused with its code, in the caller’s language', async () => {
    for (const name of ['ORANGE BF', 'ORANGE', 'visa']) {
      const response = await details(name, 'en');
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'UNKNOWN_OPERATOR', message: 'Unknown network.' });
    }
  });
});

describe('every route that takes a network reads the same names', () => {
  it('a request to pay on /requesttopay/MTN and /requesttopay/celtiis%20bj', async () => {
    const mtn = await withKey('POST', '/api/transactions/public/requesttopay/MTN', {
      shop: h.sandboxShop.id,
      amount: 1_000,
      phoneNumber: '+229 01 97 00 44 00',
    });
    expect(mtn.statusCode).toBe(202);
    const row = await getTransactionByReference(h.deps.db, json<{ reference: string }>(mtn).reference);
    expect(row!.operator).toBe('mtn');
    const celtiis = await withKey('POST', '/api/transactions/public/requesttopay/celtiis%20bj', {
      shop: h.sandboxShop.id,
      amount: 1_000,
      phoneNumber: '+229 01 40 00 44 00',
    });
    expect(celtiis.statusCode).toBe(202);
    const unknown = await withKey('POST', '/api/transactions/public/requesttopay/ORANGE%20BF', {
      shop: h.sandboxShop.id,
      amount: 1_000,
      phoneNumber: '+229 01 97 00 44 00',
    });
    expect(json(unknown)).toMatchObject({ code: 'UNKNOWN_OPERATOR' });
  });

  it('a payout by API with a FeexPay name, in the body or the path', async () => {
    const body = { shop: h.liveShop.id, phoneNumber: mtnNumber('00'), amount: 1_000, motif: 'Migration' };
    const global = await withKey(
      'POST',
      '/api/payouts/public/transfer/global',
      { ...body, network: 'MTN' },
      h.liveKey,
    );
    expect(global.statusCode).toBe(202);
    const made = await getPayoutByReference(h.deps.db, json<{ reference: string }>(global).reference);
    expect(made).toMatchObject({ network: 'mtn', amount: 1_000n, fee: 17n });
    const byPath = await withKey(
      'POST',
      '/api/payouts/public/transfer/MTN',
      { ...body, network: 'mtn' },
      h.liveKey,
    );
    expect(byPath.statusCode).toBe(202);
    const refused = await withKey(
      'POST',
      '/api/payouts/public/transfer/global',
      { ...body, network: 'MOOV BF' },
      h.liveKey,
    );
    expect(json(refused)).toMatchObject({ code: 'UNKNOWN_OPERATOR' });
    const rows = await h.deps.db.select().from(payouts).where(eq(payouts.shopId, h.liveShop.id));
    expect(rows).toHaveLength(2);
  });

  it('the dashboard: payout fee, transaction filter and request to pay', async () => {
    const session = (method: 'GET' | 'POST', url: string, payload?: object) =>
      h.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { authorization: `Bearer ${owner}` },
      });
    const fee = await session('POST', '/api/payouts/fee', {
      shop: h.liveShop.id,
      network: 'MOOV TG',
      amount: 10_000,
    });
    expect(json(fee)).toMatchObject({ network: 'moov_tg', fee: 300, total: 10_300 });
    const list = await session('GET', `/api/transactions?shop=${h.liveShop.id}&network=MTN%20CI`);
    expect(list.statusCode).toBe(200);
    const badFilter = await session('GET', `/api/transactions?shop=${h.liveShop.id}&network=ORANGE`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('the public checkout: paying with "MTN"', async () => {
    const { id } = await h.deps.db.transaction((tx) =>
      openCheckoutSession(tx, {
        merchantId: h.merchantId,
        shopId: h.sandboxShop.id,
        mode: 0,
        source: { kind: 'link', id: 'lnk_names' },
        amount: 2_000n,
      }),
    );
    const response = await h.app.inject({
      method: 'POST',
      url: `/api/checkout/public/sessions/${id}/pay`,
      payload: { network: 'MTN', phoneNumber: '01 97 00 55 00' },
    });
    expect(response.statusCode).toBe(202);
  });
});
