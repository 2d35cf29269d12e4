import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { getLastLedgerCheck } from '../src/modules/ledger/get-last-ledger-check.ts';
import {
  LEDGER_ERROR_CODES,
  LedgerError,
  type LedgerErrorCode,
} from '../src/modules/ledger/ledger-errors.ts';
import { runLedgerCheck } from '../src/modules/ledger/run-ledger-check.ts';
import { ledgerAccounts, users } from '../src/platform/db/schema/index.ts';
import { errorHandlerPlugin } from '../src/platform/errors/error-handler.ts';
import { requestLocalePlugin } from '../src/platform/i18n/request-locale.ts';
import { findDevMails } from '../src/platform/mail/dev-inbox-repository.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { createLedgerShop, settleCollection } from './ledger-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  // An accountant too: both staff roles hear of a mismatch.
  await t.deps.db.update(users).set({ role: 'COMPTABLE' }).where(eq(users.email, 'commercial@demo.local'));
});
afterAll(() => t.close());

describe('ledger refusals answer a 4xx with a code', () => {
  it('maps every LedgerError into the error table, never 500', async () => {
    const app = Fastify();
    await app.register(requestLocalePlugin);
    await app.register(errorHandlerPlugin);
    app.get('/refuse/:code', async (request) => {
      throw new LedgerError((request.params as { code: LedgerErrorCode }).code, 'account acc_1 is short');
    });
    for (const code of Object.keys(LEDGER_ERROR_CODES) as LedgerErrorCode[]) {
      const response = await app.inject({ url: `/refuse/${code}`, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, code).toBeLessThan(500);
      expect(response.json()).toMatchObject({ code: `LEDGER_${code}` });
      expect(response.body).not.toContain('acc_1');
    }
    await app.close();
  });
});

describe('scheduled ledger check', () => {
  it('is scheduled with pg-boss, once per cluster', async () => {
    const rows = await t.deps.db.execute(
      sql.raw(`SELECT name, cron FROM pgboss.schedule WHERE name = 'ledger.check'`),
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('records a sound ledger as ok, and sends no mail', async () => {
    const shop = await createLedgerShop(t.deps.db);
    await settleCollection(t.deps.db, shop, 5_000n, 100n);
    const mailsBefore = (await findDevMails(t.deps.db)).length;
    const { run } = await runLedgerCheck(t.deps);
    expect(run.ok).toBe(true);
    expect((await findDevMails(t.deps.db)).length).toBe(mailsBefore);
    expect(await getLastLedgerCheck(t.deps.db)).toMatchObject({ id: run.id, ok: true });
  });

  it('records a mismatch seeded by hand as ok=false and mails the staff', async () => {
    const shop = await createLedgerShop(t.deps.db);
    await settleCollection(t.deps.db, shop, 7_000n);
    await t.deps.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 5` })
      .where(eq(ledgerAccounts.id, shop.accounts.available.id));

    const { run } = await runLedgerCheck(t.deps);
    expect(run.ok).toBe(false);
    const last = await getLastLedgerCheck(t.deps.db);
    expect(last).toMatchObject({ id: run.id, ok: false });
    expect(last!.details.counts.balanceMismatches).toBe(1);
    expect(JSON.stringify(last!.details.balanceMismatches)).toContain(shop.accounts.available.id);

    const mails = await findDevMails(t.deps.db);
    const alerts = mails.filter((m) => m.subject === 'Contrôle du grand livre : anomalie détectée');
    // The demo's SUPER_ADMIN and COMPTABLE staff (comptable@ is seeded; commercial@ is made one above).
    expect(alerts.map((m) => m.to).sort()).toEqual([
      'admin@demo.local',
      'commercial@demo.local',
      'comptable@demo.local',
    ]);
    expect(alerts[0]!.text).toContain('Soldes en écart : 1');
    expect(alerts[0]!.text).toContain(run.id);
  });
});
