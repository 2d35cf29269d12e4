import { eq } from 'drizzle-orm';
import { createApiKey } from '../../modules/api-keys/create-api-key.ts';
import { findShops } from '../../modules/shops/shops-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

/**
 * Secret keys for the demo merchant's first shop of each mode, made right after the demo seed.
 * Shops are per mode, so the sandbox key belongs to the first sandbox shop.
 */
export async function seedDemoApiKeys(db: Db) {
  const [owner] = await db.select().from(users).where(eq(users.email, 'marchand@demo.local'));
  if (!owner?.merchantId) return null;
  const [live] = await findShops(db, owner.merchantId, 1, 'active');
  const [sandbox] = await findShops(db, owner.merchantId, 0, 'active');
  if (!live || !sandbox) return null;
  const liveKey = await createApiKey(db, { merchantId: owner.merchantId, shopId: live.id, mode: 1 });
  const sandboxKey = await createApiKey(db, { merchantId: owner.merchantId, shopId: sandbox.id, mode: 0 });
  return { liveShopId: live.id, sandboxShopId: sandbox.id, liveKey: liveKey.key, sandboxKey: sandboxKey.key };
}
