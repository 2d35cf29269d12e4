import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  merchantSettings,
  merchants,
  payouts,
  profiles,
  shops,
  transactions,
  users,
} from '../../platform/db/schema/index.ts';

/** The caller's merchant, one of its shops and the session's mode. */
export type DocumentScope = { merchantId: string; shopId: string; mode: 0 | 1 };

/** A collection only if it belongs to the scope's merchant, shop and mode. */
export async function getScopedCollection(db: Db, scope: DocumentScope, id: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.merchantId, scope.merchantId),
        eq(transactions.shopId, scope.shopId),
        eq(transactions.mode, scope.mode),
      ),
    )
    .limit(1);
  return row;
}

/** A collection by id, whoever's (the receipt e-mail job: the id comes from its own settlement). */
export async function getCollectionById(db: Db, id: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).limit(1);
  return row;
}

/** A payout only if it belongs to the scope's merchant, shop and mode. */
export async function getScopedPayout(db: Db, scope: DocumentScope, id: string) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.merchantId, scope.merchantId),
        eq(payouts.shopId, scope.shopId),
        eq(payouts.mode, scope.mode),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Who issues a document: the shop (name, logo), its merchant's details for receipts (settings
 * page: trade name, address, country, support contact) and the owner's language.
 */
export async function getIssuer(db: Db, shopId: string) {
  const [row] = await db
    .select({
      shopId: shops.id,
      shopName: shops.name,
      logoKey: shops.logoKey,
      brandColor: shops.brandColor,
      merchantId: merchants.id,
      businessName: merchants.businessName,
      merchantCountry: merchants.country,
      tradeName: merchantSettings.tradeName,
      address: merchantSettings.address,
      country: merchantSettings.country,
      supportPhone: merchantSettings.supportPhone,
      supportEmail: merchantSettings.supportEmail,
    })
    .from(shops)
    .innerJoin(merchants, eq(merchants.id, shops.merchantId))
    .leftJoin(merchantSettings, eq(merchantSettings.merchantId, merchants.id))
    .where(eq(shops.id, shopId))
    .limit(1);
  if (!row) return undefined;
  const [owner] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.merchantId, row.merchantId), eq(profiles.type, 'ADMIN')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { ...row, ownerEmail: owner?.email ?? null, ownerLocale: owner?.locale ?? null };
}

export type IssuerRow = NonNullable<Awaited<ReturnType<typeof getIssuer>>>;

/** The ids of a shop's own ledger accounts in a mode (available, pending, reserve, every bucket). */
async function shopAccountIds(db: Db, scope: DocumentScope): Promise<string[]> {
  const accounts = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.shopId, scope.shopId),
        eq(ledgerAccounts.merchantId, scope.merchantId),
        eq(ledgerAccounts.mode, scope.mode),
      ),
    );
  return accounts.map((r) => r.id);
}

/** One ledger entry that changed the shop's total balance, with what it moved elsewhere. */
export type ShopMovementRow = {
  entryId: string;
  kind: string;
  reference: string;
  createdAt: Date;
  /** The signed change of the shop's balance (all its accounts). */
  net: bigint;
  /** What the same entry credited to the platform's fee account (the operation's fee). */
  fee: bigint;
  /** For a payout's entries: where the payout came from (single, api, list, refund, withdrawal). */
  payoutSource: string | null;
};

/**
 * A shop's ledger over [from, to): the balance of its accounts before `from` (postings of earlier
 * entries) and each entry of the period whose postings change that balance (moves between the
 * shop's own accounts, such as payout holds, sum to zero and are left out), in order, at most
 * `limit` of them. Postings have no index by account: this reads the shop's postings once.
 */
export async function readShopLedger(db: Db, scope: DocumentScope, from: Date, to: Date, limit: number) {
  const ids = await shopAccountIds(db, scope);
  if (ids.length === 0) return { opening: 0n, movements: [] as ShopMovementRow[] };
  const [before] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(inArray(ledgerPostings.accountId, ids), lt(ledgerEntries.createdAt, from)));
  const net = sql<string>`sum(${ledgerPostings.amount})`;
  // Per entry, through the postings' key (entry first) and the payouts' unique reference.
  const fee = sql<string>`(select coalesce(sum(fp.amount), 0) from ${ledgerPostings} fp
    join ${ledgerAccounts} fa on fa.id = fp.account_id
    where fp.entry_id = ${ledgerEntries.id} and fa.kind = 'platform_fees')`;
  const payoutSource = sql<string | null>`case when ${ledgerEntries.kind} like 'payout.%' then
    (select p.source_kind from ${payouts} p where p.reference = ${ledgerEntries.reference}
      and p.shop_id = ${scope.shopId} limit 1) end`;
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
      net,
      fee,
      payoutSource,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        inArray(ledgerPostings.accountId, ids),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(ledgerEntries.id)
    .having(sql`${net} <> 0`)
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
    .limit(limit);
  return {
    opening: BigInt(before?.total ?? 0),
    movements: rows.map(
      (r): ShopMovementRow => ({
        entryId: r.entryId,
        kind: r.kind,
        reference: r.reference,
        createdAt: r.createdAt,
        net: BigInt(r.net),
        fee: BigInt(r.fee),
        payoutSource: r.payoutSource,
      }),
    ),
  };
}
