import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  commissionAccruals,
  commissionTerms,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  merchants,
  transactions,
} from '../../platform/db/schema/index.ts';

export type CommissionTermRow = typeof commissionTerms.$inferSelect;
export type CommissionAccrualRow = typeof commissionAccruals.$inferSelect;

/** The terms on some merchants' collections, with each merchant's validation date. */
export async function findTermsOfMerchants(db: Db, merchantIds: string[]) {
  if (merchantIds.length === 0) return [];
  return db
    .select({ term: commissionTerms, validatedAt: merchants.validatedAt })
    .from(commissionTerms)
    .innerJoin(merchants, eq(merchants.id, commissionTerms.merchantId))
    .where(inArray(commissionTerms.merchantId, merchantIds));
}

export async function getTerm(db: Db, merchantId: string, kind: 'agent' | 'referral') {
  const [row] = await db
    .select()
    .from(commissionTerms)
    .where(and(eq(commissionTerms.merchantId, merchantId), eq(commissionTerms.kind, kind)))
    .limit(1);
  return row;
}

/** Inserts terms unless the merchant already has terms of that kind; answers the row inserted. */
export async function insertTermIfMissing(db: Db, values: typeof commissionTerms.$inferInsert) {
  const [row] = await db.insert(commissionTerms).values(values).onConflictDoNothing().returning();
  return row;
}

/** Sets a merchant's terms of a kind (staff): inserted, or updated in place. */
export async function upsertTerm(db: Db, values: typeof commissionTerms.$inferInsert) {
  const [row] = await db
    .insert(commissionTerms)
    .values(values)
    .onConflictDoUpdate({
      target: [commissionTerms.merchantId, commissionTerms.kind],
      set: {
        agentUserId: values.agentUserId ?? null,
        rateBps: values.rateBps,
        months: values.months,
        origin: values.origin,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function deleteTerm(db: Db, merchantId: string, kind: 'agent' | 'referral') {
  await db
    .delete(commissionTerms)
    .where(and(eq(commissionTerms.merchantId, merchantId), eq(commissionTerms.kind, kind)));
}

/** Records accruals; one per collection and kind (a replay inserts nothing). Answers those inserted. */
export async function insertAccruals(db: Db, rows: (typeof commissionAccruals.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(commissionAccruals).values(rows).onConflictDoNothing().returning();
}

/** A collection's accruals, locked: refunds of one collection reverse one after the other. */
export async function lockAccrualsOfTransaction(db: Db, transactionId: string) {
  return db
    .select()
    .from(commissionAccruals)
    .where(eq(commissionAccruals.transactionId, transactionId))
    .orderBy(commissionAccruals.kind)
    .for('update');
}

export async function setReversed(db: Db, id: string, reversed: bigint) {
  await db.update(commissionAccruals).set({ reversed }).where(eq(commissionAccruals.id, id));
}

/**
 * What a beneficiary earned per merchant, in all and since `since`, read from the ledger: the
 * postings of the `commission.accrued` and `commission.reversed` entries on the beneficiary's own
 * live commission account (so a board always agrees with the account's balance). The accrual rows
 * only find the collections; every amount is a posting. "Since" counts postings made since then
 * (a refund this month takes back from this month).
 */
export async function sumAccruals(
  db: Db,
  beneficiary: { sponsorMerchantId: string } | { agentUserId: string },
  since: Date,
  merchantId?: string,
) {
  const referral = 'sponsorMerchantId' in beneficiary;
  const who = referral
    ? and(
        eq(commissionAccruals.kind, 'referral'),
        eq(commissionAccruals.sponsorMerchantId, beneficiary.sponsorMerchantId),
      )
    : and(eq(commissionAccruals.kind, 'agent'), eq(commissionAccruals.agentUserId, beneficiary.agentUserId));
  const holder = referral
    ? and(
        eq(ledgerAccounts.kind, 'referral_commission'),
        eq(ledgerAccounts.merchantId, beneficiary.sponsorMerchantId),
      )
    : and(eq(ledgerAccounts.kind, 'agent_commission'), eq(ledgerAccounts.userId, beneficiary.agentUserId));
  const rows = await db
    .select({
      merchantId: commissionAccruals.merchantId,
      total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)`,
      month: sql<string>`coalesce(sum(${ledgerPostings.amount}) FILTER (WHERE ${ledgerEntries.createdAt} >= ${since.toISOString()}), 0)`,
    })
    .from(commissionAccruals)
    .innerJoin(transactions, eq(transactions.id, commissionAccruals.transactionId))
    .innerJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.reference, transactions.reference),
        inArray(ledgerEntries.kind, ['commission.accrued', 'commission.reversed']),
        eq(ledgerEntries.mode, 1),
      ),
    )
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerPostings.accountId), eq(ledgerAccounts.mode, 1), holder),
    )
    .where(
      and(
        who,
        eq(commissionAccruals.mode, 1),
        merchantId ? eq(commissionAccruals.merchantId, merchantId) : undefined,
      ),
    )
    .groupBy(commissionAccruals.merchantId);
  return new Map(rows.map((r) => [r.merchantId, { total: BigInt(r.total), month: BigInt(r.month) }]));
}

/** The latest accruals of a beneficiary on one merchant (newest first). */
export async function listAccruals(
  db: Db,
  beneficiary: { sponsorMerchantId: string } | { agentUserId: string },
  merchantId: string,
  limit = 50,
) {
  const who =
    'sponsorMerchantId' in beneficiary
      ? and(
          eq(commissionAccruals.kind, 'referral'),
          eq(commissionAccruals.sponsorMerchantId, beneficiary.sponsorMerchantId),
        )
      : and(
          eq(commissionAccruals.kind, 'agent'),
          eq(commissionAccruals.agentUserId, beneficiary.agentUserId),
        );
  return db
    .select()
    .from(commissionAccruals)
    .where(and(who, eq(commissionAccruals.merchantId, merchantId)))
    .orderBy(sql`${commissionAccruals.createdAt} DESC, ${commissionAccruals.id} DESC`)
    .limit(limit);
}

/** Live successful collections of some merchants, in XOF, since `since` when given. */
export async function sumLiveVolumes(db: Db, merchantIds: string[], since?: Date) {
  if (merchantIds.length === 0) return new Map<string, bigint>();
  const rows = await db
    .select({
      merchantId: transactions.merchantId,
      total: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
    })
    .from(transactions)
    .where(
      and(
        inArray(transactions.merchantId, merchantIds),
        eq(transactions.mode, 1),
        eq(transactions.status, 'SUCCESSFUL'),
        since ? sql`${transactions.completedAt} >= ${since.toISOString()}` : undefined,
      ),
    )
    .groupBy(transactions.merchantId);
  return new Map(rows.map((r) => [r.merchantId, BigInt(r.total)]));
}
