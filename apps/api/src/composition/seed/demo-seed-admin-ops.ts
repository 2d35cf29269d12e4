import { and, asc, eq } from 'drizzle-orm';
import { insertCardRequest } from '../../modules/card-requests/card-requests-repository.ts';
import { ensureShopAccounts } from '../../modules/ledger/ensure-shop-accounts.ts';
import { platformAccount } from '../../modules/ledger/platform-account.ts';
import { postEntry } from '../../modules/ledger/post-entry.ts';
import { createWithdrawal } from '../../modules/payouts/create-withdrawal.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { merchants, profiles, shops, users } from '../../platform/db/schema/index.ts';

type Person = (email: string, firstName: string, lastName: string) => typeof users.$inferInsert;

/** The back-office operations' demo accounts (printed at start with the others). */
export const ADMIN_OPS_DEMO_ACCOUNTS = [
  { email: 'carte@demo.local', what: 'validated merchant (Lomé Mode) with a pending card-payment request' },
  {
    email: 'tresorerie@demo.local',
    what: 'staff, role PAYMENT_REQUEST with MERCHANTS access (second approver of large adjustments)',
  },
];

/**
 * What shows the back-office's operations working: a second staff member (four eyes), a pending
 * withdrawal of the demo merchant (on its second live shop, funded by a demo opening balance, so
 * the first shop stays as the tests expect it) and a validated merchant whose card-payment request
 * waits for staff.
 */
export async function seedAdminOpsDemo(tx: Db, person: Person) {
  await tx.insert(users).values({
    ...person('tresorerie@demo.local', 'Afi', 'Tchalla'),
    role: 'PAYMENT_REQUEST',
    access: ['MERCHANTS'],
  });
  const [owner] = await tx.select().from(users).where(eq(users.email, 'marchand@demo.local'));
  const merchantId = owner!.merchantId!;
  const [, second] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, 1)))
    .orderBy(asc(shops.createdAt), asc(shops.id));
  const accounts = await ensureShopAccounts(tx, { merchantId, shopId: second!.id, mode: 1 });
  // Money collected on MTN (its clearing account), not taken from the platform's fees.
  const clearing = await platformAccount(tx, 1, 'operator_clearing', 'mtn');
  const reference = newId('demo');
  await postEntry(tx, {
    kind: 'adjustment',
    reference,
    idempotencyKey: `demo-opening:${reference}`,
    mode: 1,
    merchantId,
    shopId: second!.id,
    metadata: { reason: 'Démo : solde d’ouverture' },
    postings: [
      { account: clearing.id, amount: -250_000n },
      { account: accounts.available.id, amount: 250_000n },
    ],
  });
  await createWithdrawal(
    tx,
    { merchantId, mode: 1, userId: owner!.id },
    {
      shop: second!.id,
      amount: 75_000n,
      method: 'bank',
      bankName: 'Ecobank Bénin',
      accountHolder: 'Demo Marchand',
      accountNumber: 'BJ0610100100144390000769',
      note: 'Démo : retrait mensuel',
    },
  );

  // A validated merchant without cards, whose owner asked for them.
  const cardMerchant = newId('mch');
  const cardProfile = newId('prf');
  await tx.insert(merchants).values({
    id: cardMerchant,
    businessName: 'Lomé Mode',
    country: 'TG',
    status: 'VALID',
    valid: true,
    cardEnabled: false,
    validatedAt: new Date(),
  });
  await tx
    .insert(profiles)
    .values({ id: cardProfile, merchantId: cardMerchant, type: 'ADMIN', name: 'Administrateur' });
  const cardOwner = {
    ...person('carte@demo.local', 'Kossi', 'Amouzou'),
    merchantId: cardMerchant,
    profileId: cardProfile,
  };
  await tx.insert(users).values(cardOwner);
  await tx.insert(shops).values({ id: newId('shp'), merchantId: cardMerchant, mode: 1, name: 'Lomé Mode' });
  await insertCardRequest(tx, {
    id: newId('crq'),
    merchantId: cardMerchant,
    requestedBy: cardOwner.id!,
    businessName: 'Lomé Mode',
    activity: 'Vente de vêtements en ligne',
    country: 'TG',
    phoneNumber: '22890000000',
    monthlyVolume: 1_500_000n,
    message: 'Nos clients veulent payer par carte Visa.',
  });
}
