import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/composition/seed/demo-seed.ts';
import { confirmStaffPassword } from '../src/modules/auth/confirm-staff-password.ts';
import { listStaffActions, recordStaffAction } from '../src/platform/audit/staff-actions-repository.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { buildTestApp, json, type TestApp } from './helper.ts';
import { tokenOf } from './insights-fixtures.ts';

let t: TestApp;
let adminId: string;
let merchantId: string;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.deps.db, 'test');
  const [admin] = await t.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  const [owner] = await t.deps.db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
  adminId = admin!.id;
  merchantId = owner!.merchantId!;
  adminToken = await tokenOf(t.app, 'admin@demo.local');
});
afterAll(() => t.close());

describe('staff actions (the audit trail)', () => {
  it('records in the caller transaction: a rolled back change leaves no trace', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordStaffAction(tx, { staffUserId: adminId, action: 'test.rolled_back', merchantId });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await listStaffActions(t.deps.db, { action: 'test.rolled_back', limit: 10 });
    expect(rows).toHaveLength(0);
  });

  it('keeps who, what, on which merchant, before and after, reason; refuses updates and deletes', async () => {
    const id = await recordStaffAction(t.deps.db, {
      staffUserId: adminId,
      action: 'merchant.fees_changed',
      merchantId,
      objectType: 'shop',
      objectId: 'shp_1',
      before: { taxe_collection: 170n },
      after: { taxe_collection: 150n },
      reason: 'Négociation commerciale',
      ip: '10.0.0.1',
    });
    const [row] = await listStaffActions(t.deps.db, { merchantId, limit: 1 });
    expect(row).toMatchObject({
      id,
      staffEmail: 'admin@demo.local',
      merchantName: 'Demo Marchand',
      before: { taxe_collection: '170' },
      after: { taxe_collection: '150' },
      reason: 'Négociation commerciale',
    });
    await expect(
      t.deps.db.execute(sql`update staff_actions set reason = 'x' where id = ${id}`),
    ).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from staff_actions where id = ${id}`)).rejects.toThrow();
  });

  it('serves the trail with filters and pages to staff with the right', async () => {
    for (let i = 0; i < 3; i++) {
      await recordStaffAction(t.deps.db, { staffUserId: adminId, action: 'test.paged', merchantId });
    }
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminToken}` } });
    const first = json<{ actions: { _id: string }[]; next_cursor: string | null }>(
      await get('/api/admin/actions?action=test.paged&limit=2'),
    );
    expect(first.actions).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = json<{ actions: { _id: string }[]; next_cursor: string | null }>(
      await get(`/api/admin/actions?action=test.paged&limit=2&cursor=${first.next_cursor}`),
    );
    expect(second.actions).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    const future = json<{ actions: unknown[] }>(
      await get(`/api/admin/actions?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`),
    );
    expect(future.actions).toHaveLength(0);
    const byMerchant = json<{ actions: { merchant: { _id: string } }[] }>(
      await get(`/api/admin/merchant-actions/${merchantId}`),
    );
    expect(byMerchant.actions.length).toBe(4);
    const bad = await get('/api/admin/actions?cursor=nope');
    expect(bad.statusCode).toBe(400);
    const facets = json<{ actions: string[] }>(await get('/api/admin/actions/facets'));
    expect(facets.actions).toEqual(['merchant.fees_changed', 'test.paged']);
  });

  it('confirms the staff password, refusing a wrong one like the merchant confirmation', async () => {
    await expect(confirmStaffPassword(t.deps, adminId, DEMO_PASSWORD)).resolves.toBeUndefined();
    await expect(confirmStaffPassword(t.deps, adminId, 'wrong')).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
    });
  });
});
