import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { payouts } from '../../platform/db/schema/index.ts';

/** A merchant's payouts, every shop and mode, newest first (staff screens). */
export function findMerchantPayouts(db: Db, merchantId: string, limit = 200) {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.merchantId, merchantId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}
