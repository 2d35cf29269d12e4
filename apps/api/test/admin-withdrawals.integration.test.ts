import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { getPayoutById } from '../src/modules/payouts/payouts-repository.ts';
import { devMails, staffActions, webhookEvents, withdrawals } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';
import { call, STAFF_PASSWORD, signInStaff } from './staff-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
let payments: { id: string; token: string };
let payments2: { id: string; token: string };
let merchantsOnly: { id: string; token: string };

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 1_000_000n);
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  payments = await signInStaff(h.app, h.deps.db, 'paiements@staff.test', 'PAYMENT_REQUEST');
  payments2 = await signInStaff(h.app, h.deps.db, 'paiements2@staff.test', 'PAYMENT_REQUEST');
  merchantsOnly = await signInStaff(h.app, h.deps.db, 'marchands@staff.test', 'MERCHANTS');
});
afterAll(() => h.close());

const balance = () => getShopBalances(h.deps.db, h.liveShop.id, 1);
const requestWithdrawal = async (body: object) => {
  const response = await call(h.app, 'POST', '/api/withdrawals', owner, {
    shop: h.liveShop.id,
    password: DEMO_PASSWORD,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return json<{ _id: string }>(response)._id;
};
const bank = {
  amount: 40_000,
  method: 'bank',
  bankName: 'Ecobank',
  accountHolder: 'Demo Marchand',
  accountNumber: 'BJ66 BJ06 1010 0100 1443 9000 0769',
};
const decide = (id: string, path: 'approve' | 'refuse', token: string, body: object = {}) =>
  call(h.app, 'POST', `/api/admin/withdrawals/${id}/${path}`, token, {
    reason: 'Justificatifs vérifiés',
    password: STAFF_PASSWORD,
    ...body,
  });
const actionsOn = (objectId: string) =>
  h.deps.db.select().from(staffActions).where(eq(staffActions.objectId, objectId));

describe('admin withdrawals (/admin/payementRequest)', () => {
  it('lists the queue with the shop balances, for staff with the right only', async () => {
    const id = await requestWithdrawal(bank);
    const list = await call(h.app, 'GET', '/api/admin/withdrawals', payments.token);
    expect(list.statusCode).toBe(200);
    const item = json<{ _id: string; balances: { pending: number }; merchant: { business_name: string } }[]>(
      list,
    ).find((w) => w._id === id);
    expect(item?.balances.pending).toBeGreaterThanOrEqual(40_000);
    expect((await call(h.app, 'GET', '/api/admin/withdrawals', owner)).statusCode).toBe(403);
    expect((await call(h.app, 'GET', '/api/admin/withdrawals', merchantsOnly.token)).statusCode).toBe(403);
    expect(
      (await decide(id, 'approve', merchantsOnly.token, { external_reference: 'VIR-1' })).statusCode,
    ).toBe(403);
    expect((await decide(id, 'refuse', payments.token)).statusCode).toBe(200);
  });

  it('approves a bank withdrawal: the hold leaves the ledger with its reference, webhook, mail, audit', async () => {
    const before = await balance();
    const id = await requestWithdrawal(bank);
    const noRef = await decide(id, 'approve', payments.token);
    expect(json(noRef)).toMatchObject({ code: 'WITHDRAWAL_REFERENCE_REQUIRED' });
    const wrong = await decide(id, 'approve', payments.token, {
      password: 'nope',
      external_reference: 'VIR-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ code: 'WRONG_PASSWORD' });
    const noReason = await decide(id, 'approve', payments.token, { reason: '', external_reference: 'VIR-1' });
    expect(json(noReason)).toMatchObject({ code: 'VALIDATION_ERROR' });

    const approved = await decide(id, 'approve', payments.token, { external_reference: 'VIR-2026-0001' });
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toMatchObject({
      withdrawal: { status: 'APPROVED', external_reference: 'VIR-2026-0001', decided_by: payments.id },
    });
    const after = await balance();
    expect(before.available - after.available).toBe(40_000n);
    expect(after.pending).toBe(before.pending);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);

    const events = await h.deps.db.select().from(webhookEvents).where(eq(webhookEvents.reference, id));
    expect(events.map((e) => e.type)).toEqual(['withdrawal.approved']);
    const mails = await h.deps.db.select().from(devMails).where(eq(devMails.to, 'marchand@demo.local'));
    expect(mails.some((m) => m.text.includes('VIR-2026-0001'))).toBe(true);
    const actions = await actionsOn(id);
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      staffUserId: payments.id,
      action: 'withdrawal.approved',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED', external_reference: 'VIR-2026-0001' },
      reason: 'Justificatifs vérifiés',
    });
    const again = await decide(id, 'refuse', payments.token);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'WITHDRAWAL_NOT_PENDING' });
  });

  it('refuses: the hold is released, the merchant is told why', async () => {
    const before = await balance();
    const id = await requestWithdrawal({ ...bank, amount: 25_000 });
    expect(before.available - (await balance()).available).toBe(25_000n);
    const refused = await decide(id, 'refuse', payments.token, { reason: 'RIB illisible' });
    expect(json(refused)).toMatchObject({
      withdrawal: { status: 'REFUSED', decision_note: 'RIB illisible' },
    });
    expect(await balance()).toEqual(before);
    const mails = await h.deps.db.select().from(devMails).where(eq(devMails.to, 'marchand@demo.local'));
    expect(mails.some((m) => m.text.includes('RIB illisible'))).toBe(true);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('pays an approved wallet withdrawal through the operator, without fee', async () => {
    const before = await balance();
    const id = await requestWithdrawal({
      amount: 15_000,
      method: 'wallet',
      phoneNumber: mtnNumber('00'),
      network: 'mtn',
    });
    const approved = json<{ withdrawal: { payout_id: string; external_reference: string } }>(
      await decide(id, 'approve', payments.token),
    );
    const payout = await getPayoutById(h.deps.db, approved.withdrawal.payout_id);
    expect(payout).toMatchObject({ sourceKind: 'withdrawal', sourceId: id, amount: 15_000n, fee: 0n });
    expect(approved.withdrawal.external_reference).toBe(payout!.reference);
    const after = await balance();
    expect(before.available - after.available).toBe(15_000n);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });

  it('two staff approving at once: one wins, the money leaves once', async () => {
    const before = await balance();
    const id = await requestWithdrawal({ ...bank, amount: 30_000 });
    const answers = await Promise.all([
      decide(id, 'approve', payments.token, { external_reference: 'VIR-A' }),
      decide(id, 'approve', payments2.token, { external_reference: 'VIR-B' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await h.deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row!.status).toBe('APPROVED');
    const after = await balance();
    expect(before.available - after.available).toBe(30_000n);
    expect(after.pending).toBe(before.pending);
    const events = await h.deps.db.select().from(webhookEvents).where(eq(webhookEvents.reference, id));
    expect(events).toHaveLength(1);
    expect(await actionsOn(id)).toHaveLength(1);
    expect((await checkLedger(h.deps.db)).ok).toBe(true);
  });
});
