import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import {
  sendEventMails,
  sendWeeklySummaries,
} from '../src/modules/notifications/send-merchant-event-mails.ts';
import { reviewConformity } from '../src/modules/validation/review-conformity.ts';
import { devMails, merchants } from '../src/platform/db/schema/index.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { mtnNumber } from './payouts-fixtures.ts';

let t: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
let merchantId: string;
beforeAll(async () => {
  t = await buildCollectionsApp();
  owner = json<{ token: string }>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  merchantId = t.merchantId;
});
afterAll(() => t.close());

const services = () => ({ db: t.deps.db, mailer: t.deps.mailer, appUrl: 'http://app.test' });
const mailsTo = async (to: string, subject: string) =>
  (await t.deps.db.select().from(devMails).where(eq(devMails.to, to))).filter((m) =>
    m.subject.startsWith(subject),
  );
const setPrefs = (prefs: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/notifications',
    payload: prefs,
    headers: { authorization: `Bearer ${owner}` },
  });
const allOff = {
  payment_succeeded: { owner: false, team: false },
  payout_done: { owner: false, team: false },
  webhook_disabled: { owner: false, team: false },
  weekly_summary: { owner: false, team: false },
};

/** A live collection that succeeds (the simulator's number ending 00), settled now. */
async function completeLivePayment(amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: t.liveShop.id, amount, phoneNumber: mtnNumber('00'), description: 'Commande' },
    headers: { authorization: `Bearer ${t.liveKey}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await t.sim.sim.flush();
  const row = await getTransactionByReference(t.deps.db, reference);
  await reconcileTransaction(t.deps.db, t.deps.operators, 'http://app.test', row!.id);
  const done = (await getTransactionByReference(t.deps.db, reference))!;
  expect(done.status).toBe('SUCCESSFUL');
  return done;
}
const later = () => new Date(Date.now() + 60_000);

describe('notification preferences decide who is e-mailed', () => {
  it('payment received: the owner by default, then only the team once the merchant says so', async () => {
    expect(await sendEventMails(services(), 'collections', new Date())).toBe(0); // places the cursor, tells no past
    const first = await completeLivePayment(1_000);
    expect(await sendEventMails(services(), 'collections', later())).toBe(1);
    const toOwner = await mailsTo('marchand@demo.local', 'Paiement reçu');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain(first.reference);
    expect(await mailsTo('equipe@demo.local', 'Paiement reçu')).toHaveLength(0);
    // Told once: the next run sends nothing.
    expect(await sendEventMails(services(), 'collections', later())).toBe(0);

    expect((await setPrefs({ ...allOff, payment_succeeded: { owner: false, team: true } })).statusCode).toBe(
      200,
    );
    await completeLivePayment(2_000);
    expect(await sendEventMails(services(), 'collections', later())).toBe(1);
    expect(await mailsTo('marchand@demo.local', 'Paiement reçu')).toHaveLength(1);
    expect(await mailsTo('equipe@demo.local', 'Paiement reçu')).toHaveLength(1);

    await setPrefs(allOff);
    await completeLivePayment(3_000);
    expect(await sendEventMails(services(), 'collections', later())).toBe(0);
  });

  it('weekly summary: only to merchants who turned it on, with the week live figures', async () => {
    expect(await sendWeeklySummaries(services())).toBe(0); // off by default for everyone
    await setPrefs({ ...allOff, weekly_summary: { owner: true, team: false } });
    expect(await sendWeeklySummaries(services())).toBe(1);
    const [mail] = await mailsTo('marchand@demo.local', 'Votre semaine');
    expect(mail!.text).toContain('3 paiement(s) reçu(s) pour');
  });
});

describe('the scheduled conformity review', () => {
  it('flags a merchant due for review once, mails staff with the right, and clears it once reviewed', async () => {
    await t.deps.db
      .update(merchants)
      .set({ conformityReviewedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(merchants.id, merchantId));
    const first = await reviewConformity(services());
    expect(first.flagged).toBeGreaterThanOrEqual(1);
    expect(first.mailed).toBeGreaterThanOrEqual(1);
    const [flagged] = await t.deps.db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(flagged!.conformityFlaggedAt).not.toBeNull();
    expect(flagged!.conformityReasons).toContain('PERIODIC');
    const staffMail = await mailsTo('admin@demo.local', 'Conformité');
    expect(staffMail.length).toBe(1);
    expect(staffMail[0]!.text).toContain('Demo Marchand');
    expect(await mailsTo('marchand@demo.local', 'Conformité')).toHaveLength(0);

    const again = await reviewConformity(services());
    expect(again).toMatchObject({ flagged: 0, mailed: 0 });

    await t.deps.db
      .update(merchants)
      .set({ conformityReviewedAt: new Date() })
      .where(eq(merchants.id, merchantId));
    const cleared = await reviewConformity(services());
    expect(cleared.cleared).toBeGreaterThanOrEqual(1);
    const [after] = await t.deps.db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(after!.conformityFlaggedAt).toBeNull();
  });
});
