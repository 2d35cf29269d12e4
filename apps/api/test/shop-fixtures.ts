import type { Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { merchants, shops } from '../src/platform/db/schema/index.ts';

/** A merchant with one shop in `mode`, as real rows (nothing else: no accounts, no users). */
export async function createTestShop(db: Db, mode: 0 | 1) {
  const merchantId = newId('mch');
  const shopId = newId('shp');
  await db.insert(merchants).values({ id: merchantId, businessName: 'Boutique test', country: 'BJ' });
  await db.insert(shops).values({ id: shopId, merchantId, mode, name: 'Shop test' });
  return { merchantId, shopId };
}
