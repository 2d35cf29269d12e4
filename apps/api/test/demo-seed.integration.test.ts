import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/composition/seed/demo-seed.ts';
import { checkLedger } from '../src/modules/ledger/check-ledger.ts';
import { shops, users } from '../src/platform/db/schema/index.ts';
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
      // Back-office staff per main role (h/admin-core).
      'gestion@demo.local',
      'validation@demo.local',
      'paiements@demo.local',
      'marchands@demo.local',
      'comptable@demo.local',
      // Back-office operations (admin-ops).
      'carte@demo.local',
      'tresorerie@demo.local',
    ]);
    expect(await seedDemo(t.deps.db, 'test')).toBeNull();
    expect(await t.deps.db.select().from(users)).toHaveLength(13);
    const liveShops = (await t.deps.db.select().from(shops)).filter((s) => s.mode === 1);
    // The demo merchant's two, the sponsored merchant's (growth), the card merchant's (admin-ops).
    expect(liveShops).toHaveLength(4);
    expect((await checkLedger(t.deps.db)).ok).toBe(true);
  });
});

describe('back-office demo data', () => {
  it("stores the waiting merchant's documents as files staff can open", async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { buildTestApp } = await import('./helper.ts');
    const { kycDocuments } = await import('../src/platform/db/schema/index.ts');
    const app = await buildTestApp();
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-uploads-'));
    try {
      await seedDemo(app.deps.db, 'test', { uploadsDir: dir });
      const docs = await app.deps.db.select().from(kycDocuments);
      expect(docs.map((d) => d.mimeType).sort()).toEqual(['application/pdf', 'image/png']);
      const { createFileStorage } = await import('../src/platform/storage/file-storage.ts');
      const chunks: Buffer[] = [];
      for await (const c of createFileStorage(dir).read(
        docs.find((d) => d.mimeType === 'image/png')!.storageKey,
      ))
        chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
