import { DEMO_PASSWORD } from '../src/composition/seed/demo-seed.ts';
import { hashPassword } from '../src/platform/auth/password-hash.ts';
import type { Db } from '../src/platform/db/client.ts';
import { newId } from '../src/platform/db/ids.ts';
import { merchants, profiles, shops, users } from '../src/platform/db/schema/index.ts';

/** A merchant who signed up but sent no document yet (PENDING), with its sandbox shop. */
export async function insertPendingMerchant(db: Db, email: string) {
  const merchantId = newId('mch');
  const profileId = newId('prf');
  await db.insert(merchants).values({ id: merchantId, businessName: 'Atelier Test', country: 'BJ' });
  await db.insert(profiles).values({ id: profileId, merchantId, type: 'ADMIN', name: 'Administrateur' });
  await db.insert(users).values({
    id: newId('usr'),
    merchantId,
    profileId,
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Ama',
    lastName: 'Test',
    isActive: true,
  });
  await db.insert(shops).values({ id: newId('shp'), merchantId, mode: 0, name: 'Atelier Sandbox' });
  return merchantId;
}

export const IDENTITY = {
  phone: '+229 97 00 00 00',
  birth_date: '1990-04-12',
  id_document_type: 'NATIONAL_ID',
  id_document_number: 'BJ123456',
  legal_form: 'SOLE_PROPRIETORSHIP',
  activity: 'Couture',
  address: 'Rue 12',
  city: 'Cotonou',
};
