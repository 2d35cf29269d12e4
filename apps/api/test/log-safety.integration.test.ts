import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { findShops } from '../src/modules/shops/shops-repository.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, loginAs, type TestApp } from './helper.ts';

/** No secret and no personal data reach the log: a failed query is logged without its parameters. */
const lines: string[] = [];
let t: TestApp;
let token: string;
let shopId: string;

beforeAll(async () => {
  t = await buildTestApp({
    log: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await seedDemo(t.deps.db, 'test');
  const [owner] = (await t.deps.db.select().from(users)).filter((u) => u.email === 'marchand@demo.local');
  const mode = 1;
  shopId = (await findShops(t.deps.db, owner!.merchantId!, mode))[0]!.id;
  token = json<{ token: string }>(await loginAs(t.app, 'marchand@demo.local', DEMO_PASSWORD)).token;
});
afterAll(() => t.close());

const secret = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LTEyMw';
const email = 'awa.kone.private@example.com';
const phoneDigits = '97654321';

describe('log safety', () => {
  it('logs a failed query with its statement and error code, never its parameters', async () => {
    await t.deps.db.execute(
      sql.raw(`CREATE FUNCTION refuse_customer() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'customer refused: %', NEW.email; END $$`),
    );
    await t.deps.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_customer BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION refuse_customer()',
      ),
    );
    lines.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: { shop: shopId, phone_number: `01 ${phoneDigits}`, email, notes: `webhook secret ${secret}` },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Failed query: insert into \\"customers\\" (');
    expect(log).toContain('"code":"P0001"');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('whsec_');
    expect(log).not.toContain(email);
    expect(log).not.toContain(phoneDigits);
    // The answer hides it too.
    expect(response.body).not.toContain(email);
  });

  it('strikes known secret shapes from any log line', () => {
    lines.length = 0;
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfMSJ9.c2lnbmF0dXJl';
    t.app.log.warn({ note: `keys fp_live_AbC123xyz and fp_test_Zz9_8` }, `token ${jwt} and ${secret}`);
    const log = lines.join('');
    expect(log).toContain('[REDACTED]');
    for (const shape of ['fp_live_', 'fp_test_', 'eyJ', 'whsec_']) expect(log).not.toContain(shape);
  });
});
