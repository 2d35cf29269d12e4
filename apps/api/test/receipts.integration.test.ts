import { formatMoney } from '@platform/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { openCheckoutSession } from '../src/modules/checkout/open-checkout-session.ts';
import { reconcileTransaction } from '../src/modules/collections/reconcile-transaction.ts';
import { getTransactionByReference } from '../src/modules/collections/transactions-repository.ts';
import { getShopBalances } from '../src/modules/ledger/get-shop-balances.ts';
import { advancePayout } from '../src/modules/payouts/advance-payout.ts';
import { createPayout } from '../src/modules/payouts/create-payout.ts';
import { getPayoutById } from '../src/modules/payouts/payouts-repository.ts';
import { sendReceiptMail } from '../src/modules/receipts/send-receipt-mail.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { transactions, users } from '../src/platform/db/schema/index.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import type { MailMessage } from '../src/platform/mail/mailer.ts';
import { buildCollectionsApp } from './collections-harness.ts';
import { json, loginAs } from './helper.ts';
import { fundShop, mtnNumber } from './payouts-fixtures.ts';

let h: Awaited<ReturnType<typeof buildCollectionsApp>>;
let owner: string;
let stranger: string;
let strangerShop: string;

beforeAll(async () => {
  h = await buildCollectionsApp();
  await fundShop(h.deps.db, h.liveShop, 200_000n);
  owner = json<{ token: string }>(await loginAs(h.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
  stranger = json<{ token: string }>(await loginAs(h.app, 'filleul@demo.local', DEMO_PASSWORD)).token;
  const [other] = await h.deps.db.select().from(users).where(eq(users.email, 'filleul@demo.local'));
  strangerShop = (await findShops(h.deps.db, other!.merchantId!, 1))[0]!.id;
});
afterAll(() => h.close());

/** The text of a PDF, no-break spaces read as spaces (as PDF readers extract them). */
async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\u00a0/g, ' ');
}

/** An amount as the one money formatter writes it, as read back from a PDF. */
const money = (amount: bigint, locale: 'fr' | 'en' | 'es' = 'fr') =>
  formatMoney(amount, locale).replace(/\u00a0/g, ' ');

/** A collection on the live shop through the merchant API, settled (SUCCESSFUL, or FAILED for 01). */
async function collect(amount: number, ending = '00', extra: Record<string, string> = {}) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/transactions/public/requesttopay/mtn',
    payload: { shop: h.liveShop.id, amount, phoneNumber: mtnNumber(ending), ...extra },
    headers: { authorization: `Bearer ${h.liveKey}` },
  });
  const { reference } = json<{ reference: string }>(response);
  await h.sim.sim.flush();
  const row = await getTransactionByReference(h.deps.db, reference);
  await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', row!.id);
  return (await getTransactionByReference(h.deps.db, reference))!;
}

/** A payout from the live shop, sent and settled SUCCESSFUL. */
async function paidOut(amount: bigint) {
  const row = await createPayout(
    { db: h.deps.db },
    {
      merchantId: h.merchantId,
      shopId: h.liveShop.id,
      mode: 1,
      phoneNumber: mtnNumber('00'),
      network: 'mtn',
      amount,
      source: { kind: 'single' },
    },
  );
  await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row.id);
  await h.sim.sim.flush();
  await advancePayout(h.deps.db, h.deps.operators, 'http://app.test', row.id);
  return (await getPayoutById(h.deps.db, row.id))!;
}

const get = (url: string, bearer = owner, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}`, ...headers } });

describe('receipts of successful payments', () => {
  it('downloads a PDF with the amount paid, the reference and the shop, in the merchant’s language by default', async () => {
    const txn = await collect(12_345, '00', { first_name: 'Aïcha', last_name: 'Bello' });
    expect(txn.status).toBe('SUCCESSFUL');
    const response = await get(`/api/transactions/${txn.id}/receipt?shop=${h.liveShop.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${txn.reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Reçu de paiement');
    expect(text).toContain(money(txn.customerPays, 'fr'));
    expect(text).toContain(txn.reference);
    expect(text).toContain('Aïcha Bello');
    expect(text).toContain(h.liveShop.name);
  });

  it('speaks the customer’s language (the page they paid on), or the one asked for', async () => {
    const txn = await collect(8_000);
    await h.deps.db.update(transactions).set({ locale: 'es' }).where(eq(transactions.id, txn.id));
    const es = await pdfText(
      (await get(`/api/transactions/${txn.id}/receipt?shop=${h.liveShop.id}`)).rawPayload,
    );
    expect(es).toContain('Recibo de pago');
    expect(es).toContain(money(txn.customerPays, 'es'));
    const en = await pdfText(
      (await get(`/api/transactions/${txn.id}/receipt?shop=${h.liveShop.id}&lang=en`)).rawPayload,
    );
    expect(en).toContain('Payment receipt');
    expect(en).toContain(money(txn.customerPays, 'en'));
  });

  it('pays on an English checkout page: the payment keeps the page language, and so does its receipt', async () => {
    const session = await h.deps.db.transaction((tx) =>
      openCheckoutSession(tx, {
        merchantId: h.merchantId,
        shopId: h.liveShop.id,
        mode: 1,
        source: { kind: 'link', id: 'lnk_receipt' },
        amount: 7_000n,
        description: 'Abonnement',
        returnUrl: 'https://shop.example/merci',
      }),
    );
    const paid = await h.app.inject({
      method: 'POST',
      url: `/api/checkout/public/sessions/${session.id}/pay`,
      payload: { network: 'mtn', phoneNumber: '01 97 00 00 00', locale: 'en' },
    });
    expect(paid.statusCode).toBe(202);
    const { reference } = json<{ reference: string }>(paid);
    await h.sim.sim.flush();
    const created = await getTransactionByReference(h.deps.db, reference);
    expect(created?.locale).toBe('en');
    await reconcileTransaction(h.deps.db, h.deps.operators, 'http://app.test', created!.id);
    const text = await pdfText(
      (await get(`/api/transactions/${created!.id}/receipt?shop=${h.liveShop.id}`)).rawPayload,
    );
    expect(text).toContain('Payment receipt');
    expect(text).toContain(money(7_000n, 'en'));
  });

  it('refuses a payment that did not succeed (409), bad input (400), and another merchant’s (404)', async () => {
    const failed = await collect(3_000, '01');
    expect(failed.status).toBe('FAILED');
    const refused = await get(`/api/transactions/${failed.id}/receipt?shop=${h.liveShop.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'RECEIPT_NOT_AVAILABLE',
      message: "Le reçu n'existe que pour une opération réussie.",
    });

    const txn = await collect(4_000);
    expect((await get(`/api/transactions/${txn.id}/receipt`)).statusCode).toBe(400);
    const badLang = await get(`/api/transactions/${txn.id}/receipt?shop=${h.liveShop.id}&lang=de`);
    expect(badLang.statusCode).toBe(400);
    expect(json(badLang)).toMatchObject({ code: 'VALIDATION_ERROR' });

    const foreignShop = await get(`/api/transactions/${txn.id}/receipt?shop=${h.liveShop.id}`, stranger);
    expect(foreignShop.statusCode).toBe(404);
    expect(json(foreignShop)).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    const ownShop = await get(`/api/transactions/${txn.id}/receipt?shop=${strangerShop}`, stranger);
    expect(ownShop.statusCode).toBe(404);
    expect(json(ownShop)).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/transactions/${txn.id}/receipt?shop=${h.liveShop.id}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('receipts of successful payouts', () => {
  it('downloads the payout’s PDF (amount, fee, total taken), refuses an open one and another merchant', async () => {
    const payout = await paidOut(15_000n);
    expect(payout.status).toBe('SUCCESSFUL');
    const response = await get(`/api/payouts/${payout.id}/receipt?shop=${h.liveShop.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Reçu de paiement envoyé');
    expect(text).toContain(money(payout.amount, 'fr'));
    expect(text).toContain(money(payout.amount + payout.fee, 'fr'));
    expect(text).toContain(payout.reference);

    const open = await createPayout(
      { db: h.deps.db },
      {
        merchantId: h.merchantId,
        shopId: h.liveShop.id,
        mode: 1,
        phoneNumber: mtnNumber('00'),
        network: 'mtn',
        amount: 1_000n,
        source: { kind: 'single' },
      },
    );
    expect(json(await get(`/api/payouts/${open.id}/receipt?shop=${h.liveShop.id}`))).toMatchObject({
      code: 'RECEIPT_NOT_AVAILABLE',
    });
    const foreign = await get(`/api/payouts/${payout.id}/receipt?shop=${strangerShop}`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'PAYOUT_NOT_FOUND' });
  });
});

describe('the receipt e-mail', () => {
  it('is queued when a payment with an e-mail settles, and sends the PDF to the customer once', async () => {
    const withMail = await collect(6_500, '00', { email: 'client@example.test', first_name: 'Kofi' });
    const withoutMail = await collect(2_500);
    const queued = await h.jobs.boss.fetch<{ transactionId: string }>('receipts.mail', { batchSize: 100 });
    const ids = queued.map((job) => job.data.transactionId);
    expect(ids).toContain(withMail.id);
    expect(ids).not.toContain(withoutMail.id);
    expect(ids.filter((id) => id === withMail.id)).toHaveLength(1);

    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message) };
    expect(await sendReceiptMail({ db: h.deps.db, mailer, storage: h.deps.storage }, withMail.id)).toBe(true);
    expect(await sendReceiptMail({ db: h.deps.db, mailer }, withoutMail.id)).toBe(false);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.to).toBe('client@example.test');
    expect(mail!.subject).toContain(formatMoney(withMail.customerPays, 'fr'));
    expect(mail!.text).toMatch(/^Bonjour Kofi,/);
    const attachment = mail!.attachments![0]!;
    expect(attachment).toMatchObject({
      filename: `receipt-${withMail.reference}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(attachment.content)).toContain(money(withMail.customerPays, 'fr'));

    // Through the dev inbox (no SMTP), the message names its attachment.
    await sendReceiptMail({ db: h.deps.db, mailer: h.deps.mailer }, withMail.id);
    const inbox = (await findDevMails(h.deps.db)).find((m) => m.to === 'client@example.test');
    expect(inbox?.text).toContain(`[receipt-${withMail.reference}.pdf]`);
  });
});

type StatementCsv = { rows: string[][]; total: (label: string) => bigint; closing: bigint; opening: bigint };

function parseCsv(body: string): StatementCsv {
  const rows = body
    .replace(/^\ufeff/, '')
    .trim()
    .split('\n')
    .map((line) => line.split(','));
  const find = (label: string) => rows.find((r) => r[1] === label)!;
  return {
    rows,
    total: (label) => BigInt(find(label)[3]!),
    opening: BigInt(find("Solde d'ouverture")[5]!),
    closing: BigInt(find('Solde de clôture')[5]!),
  };
}

describe('monthly statements', () => {
  const month = new Date().toISOString().slice(0, 7);
  const statement = async () => {
    const response = await get(`/api/statements?shop=${h.liveShop.id}&month=${month}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return parseCsv(response.body);
  };

  it('closes at the ledger’s balance of the shop, and its totals move with each payment and payout', async () => {
    const before = await statement();
    const txn = await collect(20_000);
    const payout = await paidOut(5_000n);
    const after = await statement();

    const balances = await getShopBalances(h.deps.db, h.liveShop.id, 1);
    expect(after.closing).toBe(balances.available + balances.pending + balances.reserve);
    expect(after.opening).toBe(before.opening);
    expect(after.total('Encaissé') - before.total('Encaissé')).toBe(txn.customerPays);
    expect(after.total('Frais') - before.total('Frais')).toBe(txn.fee + payout.fee);
    expect(after.total('Paiements envoyés et retraits') - before.total('Paiements envoyés et retraits')).toBe(
      payout.amount,
    );
    expect(after.closing - before.closing).toBe(txn.merchantReceives - payout.amount - payout.fee);
    const t = after.total;
    expect(after.closing - after.opening).toBe(
      t('Encaissé') -
        t('Frais') -
        t('Paiements envoyés et retraits') -
        t('Remboursements') +
        t('Autres mouvements'),
    );
    const line = after.rows.find((r) => r[2] === txn.reference);
    expect(line?.[1]).toBe('Paiement encaissé');
  });

  it('renders the PDF with the closing balance, in the request language', async () => {
    const csv = await statement();
    const response = await get(`/api/statements?shop=${h.liveShop.id}&month=${month}`, owner, {
      'x-page-locale': 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Monthly statement');
    expect(text).toContain(money(csv.closing, 'en'));
    expect(text).toContain('Payment collected');
    expect(text).not.toContain('collection.settled');
  });

  it('refuses a future month, a malformed one and another merchant’s shop', async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = await get(`/api/statements?shop=${h.liveShop.id}&month=${next.toISOString().slice(0, 7)}`);
    expect(future.statusCode).toBe(400);
    expect(json(future)).toMatchObject({ code: 'STATEMENT_MONTH_INVALID' });
    expect((await get(`/api/statements?shop=${h.liveShop.id}&month=2026-13`)).statusCode).toBe(400);
    expect((await get(`/api/statements?shop=${h.liveShop.id}&month=${month}&format=xls`)).statusCode).toBe(
      400,
    );
    const foreign = await get(`/api/statements?shop=${h.liveShop.id}&month=${month}`, stranger);
    expect(foreign.statusCode).toBe(404);
    const old = parseCsv((await get(`/api/statements?shop=${h.liveShop.id}&month=2001-01&format=csv`)).body);
    expect(old.opening).toBe(0n);
    expect(old.closing).toBe(0n);
  });
});
