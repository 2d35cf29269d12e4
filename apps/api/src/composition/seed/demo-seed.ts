import { DEMO_PAYOUT_API_USAGE } from '@platform/domain';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { merchants, payoutApiRequests, profiles, shops, users } from '../../platform/db/schema/index.ts';
import { seedAdminDemo } from './demo-seed-admin.ts';
import { ADMIN_OPS_DEMO_ACCOUNTS, seedAdminOpsDemo } from './demo-seed-admin-ops.ts';
import { seedGrowthDemo } from './demo-seed-growth.ts';
import { seedMarketDemo } from './demo-seed-market.ts';

export const DEMO_PASSWORD = 'Demo1234!';

export type DemoAccount = { email: string; password: string; what: string };

/**
 * Fills an empty database with demo accounts (never in production): a validated merchant with
 * two shops, a super admin, a commercial agent and a merchant waiting for validation.
 */
export async function seedDemo(
  db: Db,
  env: string = process.env.NODE_ENV ?? '',
  options: { uploadsDir?: string } = {},
): Promise<DemoAccount[] | null> {
  if (env === 'production') throw new Error('Refusing to seed demo passwords with NODE_ENV=production');
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return null;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const person = (email: string, firstName: string, lastName: string) => ({
    id: newId('usr'),
    email,
    passwordHash,
    firstName,
    lastName,
    isActive: true,
    emailVerifiedAt: now,
    termsAcceptedAt: now,
  });

  const growth = await db.transaction(async (tx) => {
    const demoMerchant = newId('mch');
    const demoProfile = newId('prf');
    await tx.insert(merchants).values({
      id: demoMerchant,
      businessName: 'Demo Marchand',
      country: 'BJ',
      status: 'VALID',
      valid: true,
      cardEnabled: true,
      identitySubmittedAt: now,
      validatedAt: now,
    });
    await tx
      .insert(profiles)
      .values({ id: demoProfile, merchantId: demoMerchant, type: 'ADMIN', name: 'Administrateur' });
    await tx.insert(users).values({
      ...person('marchand@demo.local', 'Awa', 'Houngbo'),
      merchantId: demoMerchant,
      profileId: demoProfile,
    });
    const teamProfile = newId('prf');
    await tx.insert(profiles).values({
      id: teamProfile,
      merchantId: demoMerchant,
      type: 'SUBADMIN',
      name: 'Trésorerie',
      permissions: ['payout'],
    });
    await tx.insert(users).values({
      ...person('equipe@demo.local', 'Yao', 'Agossou'),
      merchantId: demoMerchant,
      profileId: teamProfile,
    });
    const shopNames = ['Boutique Principale', 'Boutique Cotonou'];
    await tx.insert(shops).values(
      [1, 0].flatMap((mode) =>
        // Distinct creation times keep "the first shop" the same on every engine.
        shopNames.map((name, i) => ({
          id: newId('shp'),
          merchantId: demoMerchant,
          mode,
          name,
          createdAt: new Date(now.getTime() + i),
        })),
      ),
    );

    await seedMarketDemo(tx, demoMerchant); // FeexMarket (issue 20).

    // Payout API: the demo merchant's servers on this machine may call it (an approved request).
    const demoShops = await tx.select({ id: shops.id }).from(shops).where(eq(shops.merchantId, demoMerchant));
    await tx.insert(payoutApiRequests).values(
      demoShops.map((shop) => ({
        id: newId('par'),
        merchantId: demoMerchant,
        shopId: shop.id,
        ips: ['127.0.0.1', '::1'],
        usage: DEMO_PAYOUT_API_USAGE,
        status: 'APPROVED',
        decidedAt: now,
      })),
    );

    const newMerchant = newId('mch');
    const newProfile = newId('prf');
    await tx.insert(merchants).values({
      id: newMerchant,
      businessName: 'Nouvelle Boutique',
      country: 'TG',
      status: 'SUBMITTED',
      valid: false,
      identitySubmittedAt: now,
    });
    await tx
      .insert(profiles)
      .values({ id: newProfile, merchantId: newMerchant, type: 'ADMIN', name: 'Administrateur' });
    await tx.insert(users).values({
      ...person('nouveau@demo.local', 'Koffi', 'Mensah'),
      merchantId: newMerchant,
      profileId: newProfile,
    });
    await tx
      .insert(shops)
      .values({ id: newId('shp'), merchantId: newMerchant, mode: 0, name: 'Ma Boutique' });

    await tx.insert(users).values([
      { ...person('admin@demo.local', 'Admin', 'Plateforme'), role: 'SUPER_ADMIN' },
      { ...person('commercial@demo.local', 'Moussa', 'Diallo'), role: 'COMMERCIAL' },
    ]);
    await seedAdminOpsDemo(tx, person); // back-office operations (admin-ops)
    return seedGrowthDemo(tx, { passwordHash, now, password: DEMO_PASSWORD }); // Growth.
  });

  return [
    {
      email: 'marchand@demo.local',
      password: DEMO_PASSWORD,
      what: 'merchant, validated, profile ADMIN, two shops',
    },
    { email: 'admin@demo.local', password: DEMO_PASSWORD, what: 'staff, role SUPER_ADMIN' },
    { email: 'commercial@demo.local', password: DEMO_PASSWORD, what: 'commercial agent' },
    {
      email: 'nouveau@demo.local',
      password: DEMO_PASSWORD,
      what: 'merchant waiting for validation (sandbox only)',
    },
    {
      email: 'equipe@demo.local',
      password: DEMO_PASSWORD,
      what: "team member (SUBADMIN) of the demo merchant, 'payout' only",
    },
    ...growth,
    // Back-office: a staff user per main role, the waiting merchant's documents (h/admin-core).
    ...(await seedAdminDemo(db, passwordHash, DEMO_PASSWORD, options)),
    ...ADMIN_OPS_DEMO_ACCOUNTS.map((a) => ({ ...a, password: DEMO_PASSWORD })), // admin-ops
  ];
}
