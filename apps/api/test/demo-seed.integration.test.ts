import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { shops, users } from '../src/platform/db/schema/index.ts';
import { seedDemo } from '../src/platform/seed/demo-seed.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('refuses to seed demo passwords in production', async () => {
    await expect(seedDemo(t.deps.db, 'production')).rejects.toThrow(/production/);
    expect(await t.deps.db.select().from(users)).toEqual([]);
  });

  it('creates the demo accounts once, on an empty database only', async () => {
    const accounts = await seedDemo(t.deps.db, 'test');
    expect(accounts?.map((a) => a.email)).toEqual([
      'marchand@demo.local',
      'admin@demo.local',
      'commercial@demo.local',
      'nouveau@demo.local',
      'equipe@demo.local',
      'filleul@demo.local',
    ]);
    expect(await seedDemo(t.deps.db, 'test')).toBeNull();
    expect(await t.deps.db.select().from(users)).toHaveLength(6);
    const liveShops = (await t.deps.db.select().from(shops)).filter((s) => s.mode === 1);
    // The demo merchant's two, and the sponsored merchant's (growth).
    expect(liveShops).toHaveLength(3);
    expect((await checkLedger(t.deps.db)).ok).toBe(true);
  });
});
