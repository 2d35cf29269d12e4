import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutSession } from '../src/modules/checkout/open-checkout-session.ts';
import { applyOperatorResult } from '../src/modules/collections/apply-operator-result.ts';
import { checkDueCollections } from '../src/modules/collections/collection-checker.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { checkDuePayouts } from '../src/modules/payouts/check-due-payouts.ts';
import { createPayout } from '../src/modules/payouts/create-payout.ts';
import { getPayoutById } from '../src/modules/payouts/payouts-repository.ts';
import {
  checkoutSessions,
  ledgerEntries,
  payouts,
  refunds,
  transactionEvents,
  transactions,
  webhookEvents,
} from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, takeCallbackHints } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';

/**
 * Issue 16, item 6: pending money is never forgotten. A collection we failed as EXPIRED after
 * 24 hours is still asked about on a slower schedule for 7 days, so a late success whose
 * callback was lost is settled; a checkout session paid twice that way has the second payment
 * refunded; an operator's callback (MTN's are unsigned) never changes a payout by itself.
 */
let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.sandboxShop, 200_000n);
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const appUrl = 'http://app.test';

const pay = async (ending: string) => {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.sandboxShop.id, amount: 2_000, phoneNumber: `+229 01 97 00 22 ${ending}` },
    headers: { authorization: `Bearer ${h.sandboxKey}` },
  });
  expect(response.statusCode).toBe(202);
  return (await reread(json<{ reference: string }>(response).reference))!;
};
const reread = (reference: string) => getTransactionByReference(h.deps.db, reference);
const check = async () =>
  checkDueCollections(h.deps.db, h.deps.operators, appUrl, { hints: await takeCallbackHints(h) });
/** Moves a collection's clock back: as if it had been created, expired and checked that long ago. */
const backdate = (id: string, patch: { createdAt?: Date; completedAt?: Date; nextCheckAt?: Date }) =>
  h.deps.db.update(transactions).set(patch).where(eq(transactions.id, id));
const dueNow = () => new Date(Date.now() - 1_000);
/** Its 24 hours are over: the next status query (still PENDING at the operator) fails it as EXPIRED. */
const expire = async (id: string, reference: string) => {
  await backdate(id, { createdAt: new Date(Date.now() - 25 * HOUR), nextCheckAt: dueNow() });
  await check();
  const expired = (await reread(reference))!;
  expect(expired).toMatchObject({ status: 'FAILED', reasonCode: 'EXPIRED' });
  return expired;
};
const eventsOf = async (id: string) =>
  (await h.deps.db.select().from(transactionEvents).where(eq(transactionEvents.transactionId, id))).map(
    (e) => e.kind,
  );
const webhooksOf = (reference: string) =>
  h.deps.db.select().from(webhookEvents).where(eq(webhookEvents.reference, reference));

describe('collections failed as EXPIRED are still asked about for 7 days', () => {
  it('a collection expired, then reported successful 3 days later (its callback lost), is settled', async () => {
    const row = await pay('05');
    expect(row.status).toBe('PENDING');
    const expired = await expire(row.id, row.reference);
    // Not forgotten: asked again in an hour.
    expect(expired.nextCheckAt).not.toBeNull();
    expect(expired.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(expired.nextCheckAt!.getTime()).toBeLessThan(Date.now() + 61 * 60_000);

    // The customer approves late; the operator's callback is lost.
    await h.control('POST', '/faults', { operator: 'mtn', kind: 'drop_callback' });
    await h.advance(5_000);
    await check();
    expect((await reread(row.reference))!.status).toBe('FAILED');

    // Three days after it expired, its slower schedule comes due: the status query finds the success.
    await backdate(row.id, {
      createdAt: new Date(Date.now() - 4 * DAY),
      completedAt: new Date(Date.now() - 3 * DAY),
      nextCheckAt: dueNow(),
    });
    expect(await check()).toBeGreaterThanOrEqual(1);
    const settled = (await reread(row.reference))!;
    expect(settled).toMatchObject({ status: 'SUCCESSFUL', reasonCode: null, nextCheckAt: null });
    const entries = await h.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, row.reference));
    expect(entries).toHaveLength(1);
    expect((await webhooksOf(row.reference)).map((e) => e.type)).toContain('transaction.successful');
    expect(await eventsOf(row.id)).toContain('reconciler.expired');
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('an expired collection never paid is asked further apart, then left alone after 7 days', async () => {
    const row = await pay('05');
    await expire(row.id, row.reference);
    // Three days after expiry: every 6 hours.
    await backdate(row.id, { completedAt: new Date(Date.now() - 3 * DAY - HOUR), nextCheckAt: dueNow() });
    await check();
    const later = (await reread(row.reference))!;
    expect(later).toMatchObject({ status: 'FAILED', reasonCode: 'EXPIRED' });
    expect(later.nextCheckAt!.getTime()).toBeGreaterThan(Date.now() + 5.9 * HOUR);
    expect(later.nextCheckAt!.getTime()).toBeLessThan(Date.now() + 6.1 * HOUR);
    // Seven days after expiry: the last query; never asked again.
    await backdate(row.id, { completedAt: new Date(Date.now() - 7 * DAY - 60_000), nextCheckAt: dueNow() });
    await check();
    expect(await reread(row.reference)).toMatchObject({ status: 'FAILED', nextCheckAt: null });
  });
});

describe('a checkout session paid twice', () => {
  it('refunds the late duplicate payment once, through the refund flow, with its webhooks', async () => {
    const session = await h.deps.db.transaction((tx) =>
      openCheckoutSession(tx, {
        merchantId: h.merchantId,
        shopId: h.sandboxShop.id,
        mode: 0,
        source: { kind: 'link', id: 'lnk_duplicate' },
        amount: 5_000n,
        description: 'Commande 42',
      }),
    );
    const payCheckout = async (ending: string) => {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/checkout/public/sessions/${session.id}/pay`,
        payload: { network: 'mtn', phoneNumber: `01 97 00 33 ${ending}` },
      });
      expect(response.statusCode).toBe(202);
      return (await reread(json<{ reference: string }>(response).reference))!;
    };
    // A first attempt waits for the customer for 24 hours and is failed as EXPIRED.
    const first = await payCheckout('05');
    await expire(first.id, first.reference);
    // The customer pays again, and this second attempt pays the session.
    const second = await payCheckout('00');
    await h.sim.sim.flush();
    await check();
    expect((await reread(second.reference))!.status).toBe('SUCCESSFUL');
    // Then the first one's approval comes through late: the customer has paid twice.
    await h.advance(5_000);
    await check();
    expect((await reread(first.reference))!.status).toBe('SUCCESSFUL');
    const [sessionRow] = await h.deps.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(sessionRow).toMatchObject({ status: 'paid', transactionId: second.id });

    // The duplicate is refunded in full to the payer, once, even if the success is applied again.
    await applyOperatorResult(h.deps.db, first.id, { status: 'SUCCESSFUL' }, 'operator.status');
    await check();
    const made = await h.deps.db.select().from(refunds).where(eq(refunds.transactionId, first.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 5_000n, status: 'PENDING', createdBy: null });
    const [refundPayout] = await h.deps.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.sourceKind, 'refund'), eq(payouts.sourceId, made[0]!.id)));
    expect(refundPayout).toMatchObject({ amount: 5_000n, phoneNumber: first.phoneNumber, network: 'mtn' });
    expect(await eventsOf(first.id)).toContain('checkout.duplicate');
    const duplicates = (await webhooksOf(first.reference)).filter((e) => e.type === 'transaction.duplicate');
    expect(duplicates).toHaveLength(1);
    expect(duplicates[0]!.payload).toMatchObject({
      event: 'transaction.duplicate',
      reference: first.reference,
      checkout_session: session.id,
      paid_by: second.reference,
      refund: { id: made[0]!.id, amount: 5_000, status: 'PENDING' },
      refund_error: null,
    });

    // The refund's payout goes through: the refund is done and the merchant is told.
    await advancePayout(h.deps.db, h.deps.operators, appUrl, refundPayout!.id);
    await h.advance(5_000);
    expect((await advancePayout(h.deps.db, h.deps.operators, appUrl, refundPayout!.id))!.status).toBe(
      'SUCCESSFUL',
    );
    const [done] = await h.deps.db.select().from(refunds).where(eq(refunds.transactionId, first.id));
    expect(done!.status).toBe('SUCCESSFUL');
    expect((await webhooksOf(first.reference)).map((e) => e.type)).toContain('transaction.refunded');
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});

describe('an operator callback about a payout is a hint only', () => {
  const newPayout = (ending: string) =>
    createPayout(
      { db: h.deps.db },
      {
        merchantId: h.merchantId,
        shopId: h.sandboxShop.id,
        mode: 0,
        phoneNumber: mtnNumber(ending),
        network: 'mtn',
        amount: 1_000n,
        source: { kind: 'single' },
      },
    );
  const callback = (reference: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/operators/callbacks/mtn/sandbox',
      payload: {
        externalId: reference,
        payee: { partyIdType: 'MSISDN', partyId: '2290197000005' },
        status: 'SUCCESSFUL',
      },
    });
  const later = () => new Date(Date.now() + HOUR);

  it('an unsigned callback changes nothing but makes its status check due', async () => {
    const row = await newPayout('05');
    await h.deps.db.update(payouts).set({ nextCheckAt: later() }).where(eq(payouts.id, row.id));
    const before = await getPayoutById(h.deps.db, row.id);
    const balances = await getShopBalances(h.deps.db, h.sandboxShop.id, 0);

    const response = await callback(row.reference);
    expect(response.statusCode).toBe(200);
    const after = (await getPayoutById(h.deps.db, row.id))!;
    const { nextCheckAt: was, updatedAt: _u, ...unchanged } = before!;
    expect(after).toMatchObject({ ...unchanged, submittedAt: null, status: 'PENDING' });
    expect(after.nextCheckAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(after.nextCheckAt!.getTime()).toBeLessThan(was!.getTime());
    expect(await getShopBalances(h.deps.db, h.sandboxShop.id, 0)).toEqual(balances);
  });

  it('a forged success about a payout the operator still holds settles nothing: the status query decides', async () => {
    const row = await newPayout('05');
    // Submitted: the operator has it, still pending.
    await advancePayout(h.deps.db, h.deps.operators, appUrl, row.id);
    await h.deps.db.update(payouts).set({ nextCheckAt: later() }).where(eq(payouts.id, row.id));
    await callback(row.reference);
    expect(await getPayoutById(h.deps.db, row.id)).toMatchObject({ status: 'PENDING', completedAt: null });
    // The check the callback made due asks the operator, which says PENDING.
    await checkDuePayouts(h.deps.db, h.deps.operators, appUrl);
    const checked = (await getPayoutById(h.deps.db, row.id))!;
    expect(checked).toMatchObject({ status: 'PENDING', completedAt: null });
    expect(checked.nextCheckAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
