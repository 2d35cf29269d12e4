import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  merchantSettings,
  paymentLinks,
  profiles,
  shops,
  teamInvitations,
  transactions,
  users,
  webhookEndpoints,
} from '../../platform/db/schema/index.ts';

export type MerchantSettingsRow = typeof merchantSettings.$inferSelect;

export async function getMerchantSettings(
  db: Db,
  merchantId: string,
): Promise<MerchantSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId))
    .limit(1);
  return row;
}

/** Writes part of a merchant's settings, creating its row the first time. */
export async function upsertMerchantSettings(
  db: Db,
  merchantId: string,
  patch: Partial<Omit<typeof merchantSettings.$inferInsert, 'merchantId'>>,
) {
  await db
    .insert(merchantSettings)
    .values({ merchantId, ...patch })
    .onConflictDoUpdate({ target: merchantSettings.merchantId, set: { ...patch, updatedAt: new Date() } });
}

/** The merchant's shops that are not deleted, in both modes. */
export async function findMerchantShops(db: Db, merchantId: string) {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), ne(shops.status, 'deleted')))
    .orderBy(asc(shops.mode), asc(shops.createdAt));
}

export async function getMerchantShop(db: Db, merchantId: string, shopId: string) {
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.merchantId, merchantId), ne(shops.status, 'deleted')))
    .limit(1);
  return row;
}

export async function updateShopBranding(
  db: Db,
  shopId: string,
  patch: { brandColor?: string; withoutTaxe?: boolean; logoKey?: string },
) {
  await db
    .update(shops)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(shops.id, shopId));
}

/** A shop's logo key, for the public checkout (any shop that is not deleted). */
export async function getShopLogoKey(db: Db, shopId: string) {
  const [row] = await db
    .select({ logoKey: shops.logoKey })
    .from(shops)
    .where(and(eq(shops.id, shopId), ne(shops.status, 'deleted')))
    .limit(1);
  return row?.logoKey ?? null;
}

/** The owner's address and language (the ADMIN profile's user). */
export async function getMerchantOwner(db: Db, merchantId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.merchantId, merchantId), eq(profiles.type, 'ADMIN')))
    .limit(1);
  return row;
}

/** What the onboarding checklist reads: one EXISTS per step, in one statement. */
export async function readOnboardingFacts(db: Db, merchantId: string) {
  const merchantShops = db.select({ id: shops.id }).from(shops).where(eq(shops.merchantId, merchantId));
  const result = (await db.execute(sql`select
    exists(select 1 from ${paymentLinks} where ${paymentLinks.merchantId} = ${merchantId}) as link,
    exists(select 1 from ${transactions} where ${inArray(transactions.shopId, merchantShops)}
      and ${transactions.status} = 'SUCCESSFUL') as payment,
    exists(select 1 from ${webhookEndpoints} where ${webhookEndpoints.merchantId} = ${merchantId}) as webhook,
    (exists(select 1 from ${teamInvitations} where ${teamInvitations.merchantId} = ${merchantId})
      or (select count(*) from ${users} where ${users.merchantId} = ${merchantId}) > 1) as colleague`)) as unknown as {
    rows: { link: boolean; payment: boolean; webhook: boolean; colleague: boolean }[];
  };
  return result.rows[0]!;
}

/** The merchant's current people who can receive e-mails: the owner (ADMIN profile) and its team. */
export async function listMailableMembers(db: Db, merchantId: string) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      profileType: profiles.type,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.merchantId, merchantId), eq(users.isActive, true), isNull(users.removedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Merchants with a live shop (the weekly summary's candidates), with their stored preferences. */
export async function listMerchantsWithLiveShops(db: Db) {
  return db
    .selectDistinct({ merchantId: shops.merchantId, notifications: merchantSettings.notifications })
    .from(shops)
    .leftJoin(merchantSettings, eq(merchantSettings.merchantId, shops.merchantId))
    .where(and(eq(shops.mode, 1), ne(shops.status, 'deleted')));
}
