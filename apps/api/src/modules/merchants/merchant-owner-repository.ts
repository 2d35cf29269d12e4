import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { profiles, users } from '../../platform/db/schema/index.ts';

/** The merchant's owner (ADMIN profile; the oldest if several): who gets the merchant's e-mails. */
export async function getMerchantOwner(db: Db, merchantId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.merchantId, merchantId), eq(profiles.type, 'ADMIN')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}
