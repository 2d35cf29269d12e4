import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customers, paymentLinks, payouts, transactions } from '../../platform/db/schema/index.ts';

export type SearchScope = { shopId: string; mode: 0 | 1 };
export type SearchTerms = {
  /** The text as typed (trimmed), for exact references. */
  text: string;
  /** The stored forms of the phone number the text may be; empty when it is not one. */
  phones: string[];
};

/** Up to this many hits per area. */
export const SEARCH_LIMIT = 5;

/** The text for ILIKE: %, _ and \ taken literally, matched anywhere. */
const contains = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

const phoneIn = (column: Parameters<typeof inArray>[0], phones: string[]): SQL | undefined =>
  phones.length > 0 ? inArray(column, phones) : undefined;

/** Collections by reference, merchant reference, payer's phone or name. */
export function searchTransactions(db: Db, scope: SearchScope, terms: SearchTerms) {
  const like = contains(terms.text);
  return db
    .select({
      id: transactions.id,
      reference: transactions.reference,
      firstName: transactions.firstName,
      lastName: transactions.lastName,
      phoneNumber: transactions.phoneNumber,
      amount: transactions.amount,
      status: transactions.status,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.shopId, scope.shopId),
        eq(transactions.mode, scope.mode),
        or(
          eq(transactions.reference, terms.text),
          eq(transactions.merchantReference, terms.text),
          phoneIn(transactions.phoneNumber, terms.phones),
          ilike(
            sql`coalesce(${transactions.firstName}, '') || ' ' || coalesce(${transactions.lastName}, '')`,
            like,
          ),
        ),
      ),
    )
    .orderBy(sql`${transactions.createdAt} DESC NULLS LAST`, sql`${transactions.id} DESC NULLS LAST`)
    .limit(SEARCH_LIMIT);
}

/** Payouts by reference, beneficiary's phone or motif. */
export function searchPayouts(db: Db, scope: SearchScope, terms: SearchTerms) {
  return db
    .select({
      id: payouts.id,
      reference: payouts.reference,
      phoneNumber: payouts.phoneNumber,
      amount: payouts.amount,
      status: payouts.status,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.shopId, scope.shopId),
        eq(payouts.mode, scope.mode),
        or(
          eq(payouts.reference, terms.text),
          phoneIn(payouts.phoneNumber, terms.phones),
          ilike(payouts.motif, contains(terms.text)),
        ),
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(SEARCH_LIMIT);
}

/** Customers by phone, name or e-mail. */
export function searchCustomers(db: Db, scope: SearchScope, terms: SearchTerms) {
  const like = contains(terms.text);
  return db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.shopId, scope.shopId),
        eq(customers.mode, scope.mode),
        or(
          phoneIn(customers.phoneNumber, terms.phones),
          ilike(
            sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`,
            like,
          ),
          ilike(customers.email, like),
        ),
      ),
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(SEARCH_LIMIT);
}

/** Payment links and quick links (not deleted) by id, title or their customer's name or phone. */
export function searchLinks(db: Db, scope: SearchScope, terms: SearchTerms) {
  const like = contains(terms.text);
  return db
    .select({
      id: paymentLinks.id,
      kind: paymentLinks.kind,
      title: paymentLinks.title,
      customerPhone: paymentLinks.customerPhone,
      amount: paymentLinks.amount,
      enabled: paymentLinks.enabled,
      createdAt: paymentLinks.createdAt,
    })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.shopId, scope.shopId),
        eq(paymentLinks.mode, scope.mode),
        isNull(paymentLinks.deletedAt),
        or(
          eq(paymentLinks.id, terms.text),
          ilike(paymentLinks.title, like),
          ilike(paymentLinks.customerName, like),
          phoneIn(paymentLinks.customerPhone, [...terms.phones, ...terms.phones.map((p) => `+${p}`)]),
        ),
      ),
    )
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
    .limit(SEARCH_LIMIT);
}
