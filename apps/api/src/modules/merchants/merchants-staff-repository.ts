import { and, asc, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  apiKeys,
  auditLog,
  kycDocuments,
  merchants,
  profiles,
  users,
  webhookEndpoints,
} from '../../platform/db/schema/index.ts';

export type MerchantFilters = {
  q?: string | undefined;
  status?: string | undefined;
  country?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  volume_min?: number | undefined;
  volume_max?: number | undefined;
};

/**
 * Successful live collections of the merchant, XOF (a correlated sum on the merchant's rows).
 * Written with explicit aliases: drizzle leaves column names unqualified inside a select list.
 */
const volume = sql<string>`(select coalesce(sum(t.amount), 0)::text from transactions t
  where t.merchant_id = "merchants"."id" and t.mode = 1 and t.status = 'SUCCESSFUL')`;

/** The owner's e-mail (ADMIN profile, the oldest). */
const ownerEmail = sql<string | null>`(select u.email from users u
  inner join profiles p on p.id = u.profile_id
  where u.merchant_id = "merchants"."id" and p.type = 'ADMIN'
  order by u.created_at limit 1)`;

function merchantConditions(filters: MerchantFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(merchants.status, filters.status));
  if (filters.country) conditions.push(eq(merchants.country, filters.country));
  if (filters.from) conditions.push(gte(merchants.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(merchants.createdAt, new Date(filters.to)));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(merchants.businessName, like),
        eq(merchants.id, filters.q),
        sql`exists (select 1 from users u where u.merchant_id = "merchants"."id" and u.email ilike ${like})`,
      ),
    );
  }
  if (filters.volume_min !== undefined) conditions.push(sql`${volume}::bigint >= ${filters.volume_min}`);
  if (filters.volume_max !== undefined) conditions.push(sql`${volume}::bigint <= ${filters.volume_max}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of merchants matching the filters, newest first, with volume and owner e-mail. */
export function findMerchantsForStaff(db: Db, filters: MerchantFilters, limit: number, offset: number) {
  return db
    .select({ merchant: merchants, volume, ownerEmail })
    .from(merchants)
    .where(merchantConditions(filters))
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(limit)
    .offset(offset);
}

export async function countMerchantsForStaff(db: Db, filters: MerchantFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(merchants)
    .where(merchantConditions(filters));
  return row?.n ?? 0;
}

export async function getMerchantForStaff(db: Db, id: string) {
  const [row] = await db
    .select({ merchant: merchants, volume, ownerEmail })
    .from(merchants)
    .where(eq(merchants.id, id));
  return row;
}

export function findTeam(db: Db, merchantId: string) {
  return db
    .select({ user: users, profileType: profiles.type })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.merchantId, merchantId))
    .orderBy(asc(users.createdAt));
}

export function findDocuments(db: Db, merchantId: string) {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.merchantId, merchantId))
    .orderBy(asc(kycDocuments.createdAt));
}

export function findKeys(db: Db, merchantId: string) {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.merchantId, merchantId))
    .orderBy(desc(apiKeys.createdAt))
    .limit(50);
}

export function findWebhookEndpoints(db: Db, merchantId: string) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(asc(webhookEndpoints.createdAt));
}

export function findRecentActivity(db: Db, merchantId: string, limit: number) {
  return db
    .select({ at: auditLog.createdAt, event: auditLog.event })
    .from(auditLog)
    .where(eq(auditLog.merchantId, merchantId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}

/** The back-office's merchant picker: merchants matching a name, an e-mail or an id, by name. */
export function findMerchantsForLookup(db: Db, q: string | undefined, limit: number) {
  return db
    .select({ id: merchants.id, businessName: merchants.businessName, status: merchants.status, ownerEmail })
    .from(merchants)
    .where(merchantConditions({ q }))
    .orderBy(asc(merchants.businessName), asc(merchants.id))
    .limit(limit);
}
