import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { commissionTerms, merchants, referralCodes } from '../../platform/db/schema/index.ts';

export async function getReferralCode(db: Db, merchantId: string) {
  const [row] = await db
    .select()
    .from(referralCodes)
    .where(eq(referralCodes.merchantId, merchantId))
    .limit(1);
  return row;
}

/** Inserts a code; answers false when the merchant has one already or the code is taken. */
export async function insertReferralCode(db: Db, merchantId: string, code: string): Promise<boolean> {
  const rows = await db.insert(referralCodes).values({ merchantId, code }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function getSponsorByCode(db: Db, code: string) {
  const [row] = await db
    .select({ merchantId: merchants.id, businessName: merchants.businessName })
    .from(referralCodes)
    .innerJoin(merchants, eq(merchants.id, referralCodes.merchantId))
    .where(eq(referralCodes.code, code))
    .limit(1);
  return row;
}

/** The merchants a merchant sponsored (newest first), with their terms. */
export async function findSponsoredMerchants(db: Db, sponsorMerchantId: string, merchantId?: string) {
  return db
    .select({ merchant: merchants, term: commissionTerms })
    .from(commissionTerms)
    .innerJoin(merchants, eq(merchants.id, commissionTerms.merchantId))
    .where(
      and(
        eq(commissionTerms.kind, 'referral'),
        eq(commissionTerms.sponsorMerchantId, sponsorMerchantId),
        merchantId ? eq(commissionTerms.merchantId, merchantId) : undefined,
      ),
    )
    .orderBy(desc(merchants.createdAt));
}

/** The sponsorship of a merchant (its referral terms), with the sponsor's name. */
export async function getSponsorshipOf(db: Db, merchantId: string) {
  const sponsor = sql<string>`(SELECT business_name FROM merchants s WHERE s.id = ${commissionTerms.sponsorMerchantId})`;
  const [row] = await db
    .select({ term: commissionTerms, merchant: merchants, sponsorName: sponsor })
    .from(commissionTerms)
    .innerJoin(merchants, eq(merchants.id, commissionTerms.merchantId))
    .where(and(eq(commissionTerms.merchantId, merchantId), eq(commissionTerms.kind, 'referral')))
    .limit(1);
  return row;
}
