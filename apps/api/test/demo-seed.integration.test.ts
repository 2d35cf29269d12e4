import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('creates the seven demo accounts once, on an empty database only', async () => {
    const accounts = await seedDemo(t.deps.db, 'test');
    expect(accounts?.map((a) => a.email)).toEqual([
      'marchand@demo.local',
      'admin@demo.local',
      'commercial@demo.local',
      'nouveau@demo.local',
      'equipe@demo.local',
      'carte@demo.local',
      'tresorerie@demo.local',
    ]);
    expect(await seedDemo(t.deps.db, 'test')).toBeNull();
    expect(await t.deps.db.select().from(users)).toHaveLength(7);
    const liveShops = (await t.deps.db.select().from(shops)).filter((s) => s.mode === 1);
    expect(liveShops).toHaveLength(3);
  });
});
