import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { createApiKey } from '../src/modules/api-keys/create-api-key.ts';
import { apiKeys, merchants, shops, staffActions } from '../src/platform/db/schema/index.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { buildTestApp, json, multipart, PDF_BYTES, PNG_BYTES, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';
import { IDENTITY, insertPendingMerchant } from './validation-fixtures.ts';

let t: TestApp;
let merchantId: string;
let merchantToken: string;
let staffToken: string;
const EMAIL = 'atelier@test.local';

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  merchantId = await insertPendingMerchant(t.deps.db, EMAIL);
  merchantToken = await tokenOf(t.app, EMAIL);
  staffToken = await tokenOf(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

type File = {
  state: string;
  required_documents: string[];
  documents: { _id: string; kind: string; status: string; refusal_reason: string | null }[];
  decisions: { decision: string; refused_documents: { kind: string; reason: string }[] }[];
};

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: as(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: as(token), payload });
async function send(fields: Record<string, string>, files: Record<string, { name: string; data: Buffer }>) {
  const body = await multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/validation',
    headers: { ...as(merchantToken), ...body.headers },
    payload: body.payload,
  });
}
const merchantRow = async () =>
  (await t.deps.db.select().from(merchants).where(eq(merchants.id, merchantId)))[0]!;
const trail = async () =>
  t.deps.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.merchantId, merchantId))
    .orderBy(staffActions.createdAt);

describe('merchant validation, end to end', () => {
  it('shows a file to send, with the identity document required', async () => {
    const file = json<File>(await get('/api/validation', merchantToken));
    expect(file.state).toBe('TO_SEND');
    expect(file.required_documents).toEqual(['id_document']);
  });

  it('refuses a document that is not an image or a PDF with the spec message, storing nothing', async () => {
    const response = await send(IDENTITY, {
      id_document: { name: 'cni.png', data: Buffer.from('not a png') },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ details: unknown[] }>(response).details).toEqual([
      { path: 'id_document', message: 'Vous devez choisir un fichier de type Jpeg, Jpg, Png, ou pdf' },
    ]);
    expect((await merchantRow()).status).toBe('PENDING');
    const missing = await send(IDENTITY, {});
    expect(missing.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(missing).details.map((d) => d.path)).toEqual([
      'id_document',
    ]);
  });

  it('sends the file: the merchant waits in the queue, and cannot change it meanwhile', async () => {
    const response = await send(
      { ...IDENTITY, id_document_expires_on: '2030-01-31' },
      {
        id_document: { name: 'cni.png', data: PNG_BYTES },
        business_document: { name: 'rccm.pdf', data: PDF_BYTES },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(json<File>(response).state).toBe('SENT');
    expect(json<{ message: string }>(response).message).toMatch(/envoyé/);
    expect((await send(IDENTITY, { id_document: { name: 'cni.png', data: PNG_BYTES } })).json().code).toBe(
      'VALIDATION_LOCKED',
    );
    const queue = json<{ merchants: { merchant_id: string; documents: number; age_seconds: number }[] }>(
      await get('/api/admin/validation', staffToken),
    );
    const mine = queue.merchants.find((m) => m.merchant_id === merchantId);
    expect(mine).toMatchObject({ documents: 2 });
    expect(mine!.age_seconds).toBeGreaterThanOrEqual(0);
  });

  it('lets staff, and only staff, view and download the documents', async () => {
    const file = json<File>(await get(`/api/admin/validation/${merchantId}`, staffToken));
    const png = file.documents.find((d) => d.kind === 'id_document')!;
    const inline = await get(`/api/admin/kyc-documents/${png._id}/file`, staffToken);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    expect(inline.rawPayload.equals(PNG_BYTES)).toBe(true);
    const download = await get(`/api/admin/kyc-documents/${png._id}/file?download=1`, staffToken);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect((await get(`/api/admin/kyc-documents/${png._id}/file`, merchantToken)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/kyc-documents/${png._id}/file` })).statusCode,
    ).toBe(401);
  });

  it('refuses a document with its reason: the merchant sees it, is e-mailed, the trail keeps it', async () => {
    const file = json<File>(await get(`/api/admin/validation/${merchantId}`, staffToken));
    const business = file.documents.find((d) => d.kind === 'business_document')!;
    expect(
      (await post(`/api/admin/validation/${merchantId}/refuse`, staffToken, { documents: [] })).json().code,
    ).toBe('VALIDATION_REFUSAL_REASONS');
    const response = await post(`/api/admin/validation/${merchantId}/refuse`, staffToken, {
      documents: [{ document_id: business._id, reason: 'Document illisible' }],
    });
    expect(response.statusCode).toBe(200);
    expect((await merchantRow()).status).toBe('REJECTED');
    const mine = json<File>(await get('/api/validation', merchantToken));
    expect(mine.state).toBe('REFUSED');
    expect(mine.required_documents).toEqual(['business_document']);
    expect(mine.documents.find((d) => d.kind === 'business_document')).toMatchObject({
      status: 'REFUSED',
      refusal_reason: 'Document illisible',
    });
    expect(mine.documents.find((d) => d.kind === 'id_document')!.status).toBe('ACCEPTED');
    expect(mine.decisions[0]).toMatchObject({
      decision: 'REFUSED',
      refused_documents: [{ kind: 'business_document' }],
    });
    const mail = (await findDevMails(t.deps.db)).find((m) => m.to === EMAIL);
    expect(mail?.text).toContain('Document illisible');
    expect((await trail()).map((a) => a.action)).toEqual(['merchant.validation_refused']);
  });

  it('asks for the refused document again, then takes the new one in its place', async () => {
    const without = await send(IDENTITY, {});
    expect(json<{ details: { path: string }[] }>(without).details.map((d) => d.path)).toEqual([
      'business_document',
    ]);
    const response = await send(IDENTITY, { business_document: { name: 'rccm-2.pdf', data: PDF_BYTES } });
    expect(response.statusCode).toBe(200);
    const file = json<File>(response);
    expect(file.state).toBe('SENT');
    expect(file.documents.filter((d) => d.kind === 'business_document')).toEqual([
      expect.objectContaining({ status: 'SUBMITTED', refusal_reason: null }),
    ]);
  });

  it('approves only with the right password: VALID, a live shop with a live key, e-mail, trail', async () => {
    const url = `/api/admin/validation/${merchantId}/approve`;
    const wrong = await post(url, staffToken, { reason: 'Dossier complet', password: 'nope' });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await merchantRow()).valid).toBe(false);
    expect((await post(url, staffToken, { password: DEMO_PASSWORD })).statusCode).toBe(400);

    const response = await post(url, staffToken, { reason: 'Dossier complet', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = json<{ live_shops: { _id: string; name: string; key_prefix: string }[] }>(response);
    expect(body.live_shops).toEqual([expect.objectContaining({ name: 'Atelier Sandbox' })]);
    expect(body.live_shops[0]!.key_prefix).toMatch(/^fp_live_/);
    const row = await merchantRow();
    expect(row).toMatchObject({ status: 'VALID', valid: true });
    const keys = await t.deps.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.merchantId, merchantId), eq(apiKeys.mode, 1)));
    expect(keys).toHaveLength(1);
    expect(json<File>(await get('/api/validation', merchantToken)).state).toBe('VALIDATED');
    const mails = (await findDevMails(t.deps.db)).filter((m) => m.to === EMAIL);
    expect(mails.some((m) => m.subject === 'Votre compte est validé')).toBe(true);
    const last = (await trail()).at(-1)!;
    expect(last).toMatchObject({ action: 'merchant.validation_approved', reason: 'Dossier complet' });
    expect((await post(url, staffToken, { reason: 'encore', password: DEMO_PASSWORD })).json().code).toBe(
      'VALIDATION_NOT_SUBMITTED',
    );

    const live = await post('/api/auth/users/check_password', merchantToken, {
      password: DEMO_PASSWORD,
      mode: 1,
    });
    expect(live.statusCode).toBe(200);
    expect(json<{ in_sandbox: boolean }>(live).in_sandbox).toBe(false);
  });

  it('suspends a validated merchant (no new live money movement, clear code) and reinstates it', async () => {
    const [liveShop] = await t.deps.db
      .select()
      .from(shops)
      .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, 1)));
    const suspend = await post(`/api/admin/conformity/${merchantId}/suspend`, staffToken, {
      reason: 'Activité à vérifier',
      password: DEMO_PASSWORD,
    });
    expect(suspend.statusCode).toBe(200);
    const queue = json<{ merchants: { merchant_id: string; reasons: string[] }[] }>(
      await get('/api/admin/conformity', staffToken),
    );
    expect(queue.merchants.find((m) => m.merchant_id === merchantId)?.reasons).toContain('SUSPENDED');

    const payout = await post('/api/payouts/send', merchantToken, {
      shop: liveShop!.id,
      phoneNumber: '0197000000',
      network: 'MTN',
      amount: 1000,
      motif: 'Test',
      password: DEMO_PASSWORD,
    });
    expect(payout.statusCode).toBe(403);
    expect(payout.json().code).toBe('MERCHANT_SUSPENDED');
    const { key } = await createApiKey(t.deps.db, { merchantId, shopId: liveShop!.id, mode: 1 });
    const collect = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/public/requesttopay/mtn',
      headers: { authorization: `Bearer ${key}` },
      payload: { shop: liveShop!.id, amount: 5000, phoneNumber: '0197000000' },
    });
    expect(collect.statusCode).toBe(403);
    expect(collect.json().code).toBe('MERCHANT_SUSPENDED');

    expect(
      (
        await post(`/api/admin/conformity/${merchantId}/suspend`, staffToken, {
          reason: 'x',
          password: DEMO_PASSWORD,
        })
      ).json().code,
    ).toBe('MERCHANT_ALREADY_SUSPENDED');
    const reinstate = await post(`/api/admin/conformity/${merchantId}/reinstate`, staffToken, {
      reason: 'Vérifié',
      password: DEMO_PASSWORD,
    });
    expect(reinstate.statusCode).toBe(200);
    const again = await post('/api/payouts/send', merchantToken, {
      shop: liveShop!.id,
      phoneNumber: '0197000000',
      network: 'MTN',
      amount: 1000,
      motif: 'Test',
      password: DEMO_PASSWORD,
    });
    expect(again.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await trail()).slice(-2).map((a) => a.action)).toEqual([
      'merchant.suspended',
      'merchant.reinstated',
    ]);
  });

  it('clears a conformity review and asks a validated merchant for a document again', async () => {
    const file = json<File>(await get(`/api/admin/conformity/${merchantId}`, staffToken));
    const id = file.documents.find((d) => d.kind === 'id_document')!;
    const ask = await post(`/api/admin/conformity/${merchantId}/request-documents`, staffToken, {
      documents: [{ document_id: id._id, reason: 'Pièce expirée' }],
    });
    expect(ask.statusCode).toBe(200);
    const mine = json<File>(await get('/api/validation', merchantToken));
    expect(mine).toMatchObject({ state: 'VALIDATED', required_documents: ['id_document'] });
    const resend = await send(
      {},
      { id_document: { name: 'cni-2.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]) } },
    );
    expect(resend.statusCode).toBe(200);
    const queue = json<{ merchants: { merchant_id: string; reasons: string[] }[] }>(
      await get('/api/admin/conformity', staffToken),
    );
    expect(queue.merchants.find((m) => m.merchant_id === merchantId)?.reasons).toEqual(['DOCUMENTS_RESENT']);
    const clear = await post(`/api/admin/conformity/${merchantId}/clear`, staffToken, {
      reason: 'Nouvelle pièce conforme',
    });
    expect(clear.statusCode).toBe(200);
    const after = json<{ merchants: { merchant_id: string }[] }>(
      await get('/api/admin/conformity', staffToken),
    );
    expect(after.merchants.some((m) => m.merchant_id === merchantId)).toBe(false);
  });
});
