import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, kycDocuments, merchants, users } from '../src/platform/db/schema/index.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import {
  buildTestApp,
  json,
  lastMailLink,
  loginAs,
  multipart,
  PDF_BYTES,
  PNG_BYTES,
  type TestApp,
} from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const identity = {
  phone: '+229 01 97 00 00 00',
  birth_date: '1990-04-12',
  id_document_type: 'NATIONAL_ID',
  id_document_number: 'BJ123456',
  legal_form: 'SOLE_PROPRIETORSHIP',
  trade_register_number: 'RB/COT/24 A 1234',
  tax_id: '3201900000000',
  activity: 'Vente de tissus',
  address: 'Rue 12, Ganhi',
  city: 'Cotonou',
  website: '',
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function startSignup(email: string, headers: Record<string, string> = {}) {
  const response = await post(
    '/api/auth/users/signup',
    { first_name: 'Aïcha', last_name: "N'Diaye", email, country: 'BJ', business_name: 'Tissus Aïcha' },
    headers,
  );
  expect(response.statusCode).toBe(202);
  return response;
}

async function confirm(email: string) {
  const link = new URL(await lastMailLink(t.deps, email));
  const response = await post('/api/auth/users/confirm_email', { token: link.searchParams.get('token') });
  expect(response.statusCode).toBe(200);
  return json<{ ticket: string; step: string }>(response);
}

async function sendIdentity(
  ticket: string,
  fields = identity,
  files = { id_document: { name: 'cni.png', data: PNG_BYTES } },
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/auth/users/signup/${ticket}/identity`, ...body });
}

describe('merchant sign-up', () => {
  it('goes from the form to a signed-in merchant waiting for validation', async () => {
    await startSignup('aicha@example.com');
    const [mail] = await findDevMails(t.deps.db);
    expect(mail).toMatchObject({ to: 'aicha@example.com', subject: 'Confirmez votre adresse e-mail' });
    const link = await lastMailLink(t.deps, 'aicha@example.com');
    expect(link).toMatch(/^http:\/\/app\.test\/signup\/confirmation\?token=/);

    const { ticket, step } = await confirm('aicha@example.com');
    expect(step).toBe('identity');
    const state = await t.app.inject({ url: `/api/auth/users/signup/${ticket}` });
    expect(json(state)).toMatchObject({
      email: 'aicha@example.com',
      business_name: 'Tissus Aïcha',
      step: 'identity',
    });

    const sent = await sendIdentity(ticket, identity, {
      id_document: { name: 'cni.png', data: PNG_BYTES },
      business_document: { name: 'rccm.pdf', data: PDF_BYTES },
    } as never);
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ step: 'terms' });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'aicha@example.com'));
    const docs = await t.deps.db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.merchantId, user!.merchantId!));
    expect(docs.map((d) => [d.kind, d.mimeType]).sort()).toEqual([
      ['business_document', 'application/pdf'],
      ['id_document', 'image/png'],
    ]);

    const early = await post(`/api/auth/users/signup/${ticket}/password`, {
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ code: 'SIGNUP_STEP_DONE' });

    const refused = await post(`/api/auth/users/signup/${ticket}/terms`, { accepted: false });
    expect(json(refused)).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'accepted', message: 'Vous devez accepter les conditions générales.' }],
    });
    expect(json(await post(`/api/auth/users/signup/${ticket}/terms`, { accepted: true }))).toEqual({
      step: 'password',
    });

    const mismatch = await post(`/api/auth/users/signup/${ticket}/password`, {
      password: 'Secret123',
      password_confirmation: 'Secret124',
    });
    expect(json(mismatch)).toMatchObject({
      details: [{ path: 'password_confirmation', message: 'Les mots de passe ne correspondent pas.' }],
    });
    const short = await post(`/api/auth/users/signup/${ticket}/password`, {
      password: 'Ab1',
      password_confirmation: 'Ab1',
    });
    expect(json(short)).toMatchObject({
      details: [{ path: 'password', message: 'Ce champ doit contenir au minimum 8 caractères.' }],
    });
    const done = await post(`/api/auth/users/signup/${ticket}/password`, {
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
    expect(done.statusCode).toBe(200);

    const login = await loginAs(t.app, 'aicha@example.com', 'Secret123');
    expect(login.statusCode).toBe(200);
    expect(json<{ user: Record<string, unknown> }>(login).user).toMatchObject({
      merchant_valid: false,
      merchant_status: 'SUBMITTED',
      in_sandbox: true,
      profile: { type: 'ADMIN', permissions: [] },
    });
    // The ticket is spent: the sign-up links no longer work.
    expect((await t.app.inject({ url: `/api/auth/users/signup/${ticket}` })).statusCode).toBe(410);
  });

  it('does not tell whether an address is known, and mails the owner instead', async () => {
    const first = await startSignup('known@example.com');
    const { ticket } = await confirm('known@example.com');
    await sendIdentity(ticket);
    await post(`/api/auth/users/signup/${ticket}/terms`, { accepted: true });
    await post(`/api/auth/users/signup/${ticket}/password`, {
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
    const again = await startSignup('known@example.com');
    expect(json(again)).toEqual(json(first));
    const mails = (await findDevMails(t.deps.db)).filter((m) => m.to === 'known@example.com');
    expect(mails[0]?.subject).toBe('Vous avez déjà un compte');
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'known@example.com'))).toHaveLength(1);
  });

  it('writes mails in the language of the request', async () => {
    await startSignup('english@example.com', { 'accept-language': 'en' });
    const link = await lastMailLink(t.deps, 'english@example.com');
    expect(link).toMatch(/^http:\/\/app\.test\/en\/signup\/confirmation\?token=/);
    const [mail] = (await findDevMails(t.deps.db)).filter((m) => m.to === 'english@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address');
  });

  it('validates the form with the spec messages', async () => {
    const response = await post('/api/auth/users/signup', {
      first_name: '',
      last_name: 'Doe2',
      email: 'not-an-email',
      country: 'FR',
    });
    expect(response.statusCode).toBe(400);
    const details = json<{ details: { path: string; message: string }[] }>(response).details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: 'Ce champ est obligatoire' },
        { path: 'last_name', message: 'Ce champ ne doit contenir que des caractères alphabétiques.' },
        { path: 'email', message: "Cette adresse mail n'est pas valide." },
        { path: 'business_name', message: 'Ce champ est obligatoire' },
      ]),
    );
  });

  it('refuses an unknown, an expired and a replaced confirmation link', async () => {
    const unknown = await post('/api/auth/users/confirm_email', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'LINK_INVALID' });

    await startSignup('late@example.com');
    const oldToken = new URL(await lastMailLink(t.deps, 'late@example.com')).searchParams.get('token');
    await post('/api/auth/users/confirmation/resend', { email: 'late@example.com' });
    const replaced = await post('/api/auth/users/confirm_email', { token: oldToken });
    expect(replaced.statusCode).toBe(410);
    expect(json(replaced)).toMatchObject({ code: 'LINK_EXPIRED', message: 'Ce lien a expiré.' });

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'late@example.com'));
    await t.deps.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user!.id));
    const newest = new URL(await lastMailLink(t.deps, 'late@example.com')).searchParams.get('token');
    const expired = await post('/api/auth/users/confirm_email', { token: newest });
    expect(expired.statusCode).toBe(410);
  });

  it('refuses wrong document types, missing documents and oversized files, storing nothing', async () => {
    await startSignup('docs@example.com');
    const { ticket } = await confirm('docs@example.com');

    const fake = await sendIdentity(ticket, identity, {
      id_document: { name: 'cni.png', data: Buffer.from('not a png') },
    });
    expect(fake.statusCode).toBe(400);
    expect(json(fake)).toMatchObject({
      details: [
        { path: 'id_document', message: 'Vous devez choisir un fichier de type Jpeg, Jpg, Png, ou pdf' },
      ],
    });
    const exe = await sendIdentity(ticket, identity, { id_document: { name: 'virus.exe', data: PNG_BYTES } });
    expect(json(exe)).toMatchObject({ details: [{ path: 'id_document' }] });

    const missing = await sendIdentity(ticket, identity, {} as never);
    expect(json(missing)).toMatchObject({
      details: [{ path: 'id_document', message: 'Ce champ est obligatoire' }],
    });

    const badFields = await sendIdentity(ticket, { ...identity, phone: 'abc', city: '' });
    expect(
      json<{ details: { path: string }[] }>(badFields)
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['city', 'phone']);

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const tooLarge = await sendIdentity(ticket, identity, { id_document: { name: 'big.png', data: big } });
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge)).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Le fichier ne doit pas dépasser 5 Mo.',
    });

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, 'docs@example.com'));
    expect(
      await t.deps.db.select().from(kycDocuments).where(eq(kycDocuments.merchantId, user!.merchantId!)),
    ).toEqual([]);
    const [merchant] = await t.deps.db.select().from(merchants).where(eq(merchants.id, user!.merchantId!));
    expect(merchant?.status).toBe('PENDING');
  });
});
