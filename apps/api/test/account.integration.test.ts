import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { openCheckoutSession } from '../src/modules/checkout/open-checkout-session.ts';
import { shops, users } from '../src/platform/db/schema/index.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { buildTestApp, json, lastMailLink, loginAs, multipart, PDF_BYTES, type TestApp } from './helper.ts';

let t: TestApp;
let merchantId: string;
let liveShop: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  const [owner] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
  merchantId = owner!.merchantId!;
  const [shop] = await t.deps.db
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, 1)));
  liveShop = shop!.id;
});
afterAll(() => t.close());

const signIn = async (email: string, password = DEMO_PASSWORD, userAgent = 'vitest', extra: object = {}) => {
  const response = await loginAs(t.app, email, password, {
    headers: { 'user-agent': userAgent },
    payload: { email, password, ...extra },
  });
  return json<{ token: string; user: { session: string } }>(response);
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, bearer: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${bearer}` },
  });
const upload = async (url: string, bearer: string, name: string, data: Buffer) => {
  const body = await multipart({}, { image: { name, data } });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${bearer}` },
  });
};
const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#112c56' } })
    .png()
    .toBuffer();

describe('profile', () => {
  it('changes the name and lists the open sessions with device and IP', async () => {
    const { token } = await signIn(
      'marchand@demo.local',
      DEMO_PASSWORD,
      'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0',
    );
    const updated = await call('PUT', '/api/profile', token, { first_name: 'Awa', last_name: 'Koné' });
    expect(json(updated)).toMatchObject({
      first_name: 'Awa',
      last_name: 'Koné',
      email: 'marchand@demo.local',
    });
    const list = json<{ sessions: { device: string; ip: string; current: boolean }[] }>(
      await call('GET', '/api/profile/sessions', token),
    );
    expect(list.sessions.find((s) => s.current)).toMatchObject({
      device: 'Chrome · Windows',
      ip: '127.0.0.1',
    });
  });

  it('refuses an avatar that is not png/jpg/jpeg with the spec message, and resizes an accepted one', async () => {
    const { token } = await signIn('marchand@demo.local');
    const refused = await upload('/api/profile/avatar', token, 'avatar.pdf', PDF_BYTES);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      code: 'IMAGE_FILE_TYPE',
      message: 'Vous devez choisir un fichier de type Jpeg, Jpg ou Png',
    });
    // A PDF renamed .png is refused too: the content decides.
    expect((await upload('/api/profile/avatar', token, 'avatar.png', PDF_BYTES)).statusCode).toBe(400);
    const [before] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
    expect(before!.avatarFilename).toBeNull();

    const accepted = await upload('/api/profile/avatar', token, 'photo.png', await png(900, 600));
    expect(accepted.statusCode).toBe(200);
    const filename = json<{ avatar: { filename: string } }>(accepted).avatar.filename;
    const me = json<{ user: { avatar: { filename: string } } }>(
      await call('GET', '/api/auth/users/user', token),
    );
    expect(me.user.avatar.filename).toBe(filename);
    const image = await call('GET', `/api/profile/avatar/${filename}`, token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    // Served to the signed-in user only.
    expect((await t.app.inject({ url: `/api/profile/avatar/${filename}` })).statusCode).toBe(401);
  });

  it('ends every other session when the password changes, and revokes one session on demand', async () => {
    const elsewhere = await signIn('marchand@demo.local', DEMO_PASSWORD, 'other device');
    const third = await signIn('marchand@demo.local', DEMO_PASSWORD, 'third device');
    const here = await signIn('marchand@demo.local');
    const revoked = await call('DELETE', `/api/profile/sessions/${third.user.session}`, here.token);
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', '/api/profile', third.token)).statusCode).toBe(401);

    const changed = await call('POST', '/api/auth/users/password/change', here.token, {
      current_password: DEMO_PASSWORD,
      password: 'Nouveau1234',
      password_confirmation: 'Nouveau1234',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/api/profile', elsewhere.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/profile', here.token)).statusCode).toBe(200);
    const sessions = json<{ sessions: unknown[] }>(await call('GET', '/api/profile/sessions', here.token));
    expect(sessions.sessions).toHaveLength(1);
    const events = json<{ events: { event: string }[] }>(
      await call('GET', '/api/profile/security-events', here.token),
    );
    expect(events.events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['password.changed', 'session.revoked', 'login.succeeded']),
    );
    // Back to the demo password for the next tests.
    await call('POST', '/api/auth/users/password/change', here.token, {
      current_password: 'Nouveau1234',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    });
  });

  it('changes the e-mail only once the link sent to the new address is followed', async () => {
    const { token } = await signIn('marchand@demo.local');
    const wrong = await call('POST', '/api/profile/email', token, {
      email: 'awa@example.com',
      password: 'nope',
    });
    expect(json(wrong)).toMatchObject({ code: 'WRONG_PASSWORD' });
    const taken = await call('POST', '/api/profile/email', token, {
      email: 'equipe@demo.local',
      password: DEMO_PASSWORD,
    });
    expect(json(taken)).toMatchObject({ code: 'EMAIL_TAKEN' });
    const asked = await call('POST', '/api/profile/email', token, {
      email: 'awa@example.com',
      password: DEMO_PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(json(await call('GET', '/api/profile', token))).toMatchObject({
      email: 'marchand@demo.local',
      pending_email: 'awa@example.com',
    });
    const link = await lastMailLink(t.deps, 'awa@example.com');
    const mailToken = decodeURIComponent(link.split('email_token=')[1]!);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/profile/email/confirm',
      payload: { token: mailToken },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await loginAs(t.app, 'awa@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/profile/email/confirm',
      payload: { token: mailToken },
    });
    expect(again.statusCode).toBe(410);
    await t.deps.db
      .update(users)
      .set({ email: 'marchand@demo.local' })
      .where(eq(users.email, 'awa@example.com'));
  });
});

describe('two-step sign-in (TOTP)', () => {
  it('enrols with a first code, then asks for a code at sign-in and for money confirmations', async () => {
    const { token } = await signIn('marchand@demo.local');
    const setup = json<{ secret: string; otpauth_url: string }>(
      await call('POST', '/api/profile/totp/setup', token),
    );
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const app = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    expect(json(await call('POST', '/api/profile/totp/enable', token, { code: '000000' }))).toMatchObject({
      code: 'TOTP_INVALID',
    });
    const enabled = await call('POST', '/api/profile/totp/enable', token, { code: app.generate() });
    expect(enabled.statusCode).toBe(200);
    const codes = json<{ recovery_codes: string[] }>(enabled).recovery_codes;
    expect(codes).toHaveLength(8);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
    expect(row!.recoveryCodeHashes).not.toContain(codes[0]);

    // Sign-in: the password alone is not enough any more.
    const noCode = await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD);
    expect(noCode.statusCode).toBe(403);
    expect(json(noCode)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    const badCode = await signIn('marchand@demo.local', DEMO_PASSWORD, 'vitest', { totp_code: '123456' });
    expect(badCode).toMatchObject({ code: 'TOTP_INVALID' });
    const withCode = await signIn('marchand@demo.local', DEMO_PASSWORD, 'vitest', {
      totp_code: app.generate(),
    });
    expect(withCode.token).toBeTruthy();
    // A recovery code works once.
    const recovered = await signIn('marchand@demo.local', DEMO_PASSWORD, 'vitest', { totp_code: codes[0] });
    expect(recovered.token).toBeTruthy();
    expect(
      await signIn('marchand@demo.local', DEMO_PASSWORD, 'vitest', { totp_code: codes[0] }),
    ).toMatchObject({
      code: 'TOTP_INVALID',
    });

    // Money confirmations (the password check) need the code too.
    const check = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/users/check_password',
        payload: { password: DEMO_PASSWORD },
        headers: { authorization: `Bearer ${withCode.token}`, ...headers },
      });
    expect(json(await check({}))).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect((await check({ 'x-two-factor-code': app.generate() })).statusCode).toBe(200);

    const off = await call('POST', '/api/profile/totp/disable', withCode.token, {
      password: DEMO_PASSWORD,
      code: app.generate(),
    });
    expect(off.statusCode).toBe(200);
    expect((await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('settings', () => {
  it('shows business details, shop colour and logo on the checkout', async () => {
    const { token } = await signIn('marchand@demo.local');
    const bad = await call('PUT', '/api/settings/business', token, {
      trade_name: '',
      country: 'BJ',
      support_email: 'pas-un-mail',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call('PUT', '/api/settings/business', token, {
      trade_name: 'Awa Couture SARL',
      address: 'Rue 12, Cotonou',
      country: 'BJ',
      support_phone: '01 97 00 00 00',
      support_email: 'Support@Awa.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      business: { trade_name: 'Awa Couture SARL', support_email: 'support@awa.example' },
      can_edit: true,
    });
    const branded = await call('PUT', `/api/settings/shops/${liveShop}`, token, {
      brand_color: '#1A7F37',
      without_taxe: true,
    });
    expect(branded.statusCode).toBe(200);
    expect(
      (
        await call('PUT', `/api/settings/shops/${liveShop}`, token, {
          brand_color: 'red',
          without_taxe: true,
        })
      ).statusCode,
    ).toBe(400);
    const refused = await upload(`/api/settings/shops/${liveShop}/logo`, token, 'logo.pdf', PDF_BYTES);
    expect(json(refused)).toMatchObject({
      message: 'Vous devez choisir un fichier de type Jpeg, Jpg ou Png',
    });
    const logo = await upload(
      `/api/settings/shops/${liveShop}/logo`,
      token,
      'logo.png',
      await png(1200, 300),
    );
    expect(logo.statusCode).toBe(200);

    const session = await openCheckoutSession(t.deps.db, {
      merchantId,
      shopId: liveShop,
      mode: 1,
      source: { kind: 'link', id: 'lnk_test' },
      amount: 5_000n,
    });
    const view = json<{
      merchant_name: string;
      fee_paid_by: string;
      branding: { color: string; logo_url: string; support_phone: string; support_email: string };
    }>(await t.app.inject({ url: `/api/checkout/public/sessions/${session.id}` }));
    expect(view).toMatchObject({
      merchant_name: 'Awa Couture SARL',
      fee_paid_by: 'customer',
      branding: { color: '#1a7f37', support_phone: '01 97 00 00 00', support_email: 'support@awa.example' },
    });
    const image = await t.app.inject({ url: view.branding.logo_url });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 128]);
  });

  it('changes the withdrawal destination only with the password, and e-mails the owner', async () => {
    const { token } = await signIn('marchand@demo.local');
    const body = { kind: 'wallet', country: 'BJ', phone: '01 97 00 00 00' };
    const wrong = await call('PUT', '/api/settings/payout-destination', token, { ...body, password: 'nope' });
    expect(json(wrong)).toMatchObject({ code: 'WRONG_PASSWORD' });
    const ok = await call('PUT', '/api/settings/payout-destination', token, {
      ...body,
      password: DEMO_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({
      payout_destination: { kind: 'wallet', label: 'Mobile Money BJ •••• 0000' },
    });
    const mails = await findDevMails(t.deps.db);
    expect(mails.find((m) => m.to === 'marchand@demo.local')?.subject).toBe(
      'Votre destination de retrait a été modifiée',
    );
  });

  it('lets a SUBADMIN member (a shop manager) change the settings', async () => {
    const { token } = await signIn('equipe@demo.local');
    expect(json(await call('GET', '/api/settings', token))).toMatchObject({ can_edit: true });
  });

  it('ticks the onboarding checklist from real data', async () => {
    const { token } = await signIn('marchand@demo.local');
    const list = json<{ steps: { key: string; done: boolean }[] }>(
      await call('GET', '/api/settings/onboarding', token),
    );
    expect(list.steps.find((s) => s.key === 'validate_account')?.done).toBe(true);
    expect(list.steps.find((s) => s.key === 'invite_colleague')?.done).toBe(true);
    expect(list.steps.map((s) => s.key)).toEqual([
      'validate_account',
      'create_link',
      'first_payment',
      'add_webhook',
      'invite_colleague',
    ]);
  });
});
