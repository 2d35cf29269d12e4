import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  kycDocuments,
  merchants,
  profiles,
  shops,
  transactions,
  users,
  validationDecisions,
} from '../../platform/db/schema/index.ts';
import { forgetApiKeys } from '../api-keys/api-key-cache.ts';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type DecisionRow = typeof validationDecisions.$inferSelect & { staffName: string | null };
export type MerchantRow = typeof merchants.$inferSelect;

/** The merchant's current documents (a replaced one is history), newest first per kind. */
export async function listCurrentDocuments(db: Db, merchantId: string): Promise<KycDocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.merchantId, merchantId), ne(kycDocuments.status, 'REPLACED')))
    .orderBy(asc(kycDocuments.kind), desc(kycDocuments.createdAt));
}

export async function getDocument(db: Db, id: string): Promise<KycDocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}

export async function insertDocuments(db: Db, rows: (typeof kycDocuments.$inferInsert)[]) {
  if (rows.length) await db.insert(kycDocuments).values(rows);
}

export async function setDocumentsStatus(
  db: Db,
  merchantId: string,
  ids: string[],
  patch: Partial<typeof kycDocuments.$inferInsert>,
) {
  if (ids.length === 0) return;
  await db
    .update(kycDocuments)
    .set(patch)
    .where(and(eq(kycDocuments.merchantId, merchantId), inArray(kycDocuments.id, ids)));
}

/** The merchant row, locked for a decision (two staff deciding at once: one wins). */
export async function lockMerchant(db: Db, id: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).for('update');
  return row;
}

export async function getMerchant(db: Db, id: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id));
  return row;
}

export async function updateMerchantRow(db: Db, id: string, patch: Partial<typeof merchants.$inferInsert>) {
  await db.update(merchants).set(patch).where(eq(merchants.id, id));
}

/** The owner of a merchant (profile ADMIN): who gets the decision e-mails. */
export async function getMerchantOwner(db: Db, merchantId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.merchantId, merchantId), eq(profiles.type, 'ADMIN')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}

export async function insertDecision(db: Db, values: typeof validationDecisions.$inferInsert) {
  await db.insert(validationDecisions).values(values);
}

export async function listDecisions(db: Db, merchantId: string): Promise<DecisionRow[]> {
  const rows = await db
    .select({
      decision: validationDecisions,
      staffName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(validationDecisions)
    .leftJoin(users, eq(users.id, validationDecisions.staffUserId))
    .where(eq(validationDecisions.merchantId, merchantId))
    .orderBy(desc(validationDecisions.createdAt), desc(validationDecisions.id));
  return rows.map((r) => ({ ...r.decision, staffName: r.staffName }));
}

/** Merchants who sent their file and wait for staff, oldest first. */
export async function listSubmittedMerchants(db: Db) {
  return db
    .select({
      merchant: merchants,
      documents: sql<number>`(select count(*) from kyc_documents d where d.merchant_id = "merchants"."id" and d.status = 'SUBMITTED')`,
    })
    .from(merchants)
    .where(eq(merchants.status, 'SUBMITTED'))
    .orderBy(asc(merchants.identitySubmittedAt), asc(merchants.id));
}

/** Owners of several merchants at once (queue pages). */
export async function listOwners(db: Db, merchantIds: string[]) {
  if (merchantIds.length === 0) return [];
  return db
    .select({
      merchantId: users.merchantId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(inArray(users.merchantId, merchantIds), eq(profiles.type, 'ADMIN')));
}

/** Validated merchants with what the conformity review looks at. */
export async function listValidatedMerchants(db: Db) {
  return db.select().from(merchants).where(eq(merchants.valid, true)).orderBy(asc(merchants.validatedAt));
}

/** Merchant ids with a current document expiring on or before a day (YYYY-MM-DD). */
export async function merchantsWithDocumentsExpiring(db: Db, until: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ merchantId: kycDocuments.merchantId })
    .from(kycDocuments)
    .where(
      and(
        inArray(kycDocuments.status, ['SUBMITTED', 'ACCEPTED']),
        isNotNull(kycDocuments.expiresOn),
        lte(kycDocuments.expiresOn, until),
      ),
    );
  return new Set(rows.map((r) => r.merchantId));
}

/** Validated merchants with documents sent again and not yet reviewed. */
export async function validMerchantsWithSubmittedDocuments(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ merchantId: kycDocuments.merchantId })
    .from(kycDocuments)
    .innerJoin(merchants, eq(merchants.id, kycDocuments.merchantId))
    .where(and(eq(merchants.valid, true), eq(kycDocuments.status, 'SUBMITTED')));
  return new Set(rows.map((r) => r.merchantId));
}

/** Successful live collections per merchant since a time (XOF). */
export async function liveVolumeSince(
  db: Db,
  since: Date,
  merchantId?: string,
): Promise<Map<string, bigint>> {
  const rows = await db
    .select({
      merchantId: transactions.merchantId,
      total: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.mode, 1),
        eq(transactions.status, 'SUCCESSFUL'),
        gte(transactions.createdAt, since),
        merchantId ? eq(transactions.merchantId, merchantId) : undefined,
      ),
    )
    .groupBy(transactions.merchantId);
  return new Map(rows.map((r) => [r.merchantId, BigInt(r.total)]));
}

/** The merchant's shops of a mode (any status). */
export async function listShopsOfMode(db: Db, merchantId: string, mode: 0 | 1) {
  return db
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, mode)))
    .orderBy(asc(shops.createdAt), asc(shops.id));
}

/** Suspends or reopens every live shop of a merchant (the check money movements read). */
export async function setLiveShopsSuspended(db: Db, merchantId: string, at: Date | null) {
  await db
    .update(shops)
    .set({ suspendedAt: at })
    .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, 1)));
  forgetApiKeys();
}

export async function countSubmittedMerchants(db: Db) {
  const [row] = await db
    .select({ n: count(), oldest: sql<Date | null>`min(${merchants.identitySubmittedAt})` })
    .from(merchants)
    .where(or(eq(merchants.status, 'SUBMITTED')));
  return row;
}

/** Merchants the scheduled review has flagged (conformity_flagged_at set). */
export async function listFlaggedMerchantIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(isNotNull(merchants.conformityFlaggedAt));
  return new Set(rows.map((r) => r.id));
}

/** Records the review's finding on merchants: flagged now with their reasons, or cleared (null). */
export async function setConformityFlag(db: Db, id: string, flag: { at: Date; reasons: string[] } | null) {
  await db
    .update(merchants)
    .set({ conformityFlaggedAt: flag?.at ?? null, conformityReasons: flag?.reasons ?? null })
    .where(eq(merchants.id, id));
}

/** Active staff users, with what `staffMay` reads. */
export async function listActiveStaff(db: Db) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      role: users.role,
      access: users.access,
    })
    .from(users)
    .where(and(ne(users.role, 'MERCHANT'), eq(users.isActive, true)));
}
