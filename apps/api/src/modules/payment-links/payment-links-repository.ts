import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { paymentLinks, shops } from '../../platform/db/schema/index.ts';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export async function insertPaymentLink(db: Db, values: typeof paymentLinks.$inferInsert) {
  const [row] = await db.insert(paymentLinks).values(values).returning();
  return row!;
}

/** The links (or quick links) of a shop in a mode, newest first, deleted ones left out. */
export function findShopPaymentLinks(db: Db, shopId: string, mode: 0 | 1, kind: string) {
  return db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.shopId, shopId),
        eq(paymentLinks.mode, mode),
        eq(paymentLinks.kind, kind),
        isNull(paymentLinks.deletedAt),
      ),
    )
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
    .limit(500);
}

/**
 * One link of the merchant in the mode (anyone else's, or a deleted one, is "not found"); locked
 * when asked, inside a transaction (an edit, against a customer opening it).
 */
export async function getPaymentLinkForMerchant(
  db: Db,
  id: string,
  merchantId: string,
  mode: 0 | 1,
  lock = false,
): Promise<PaymentLinkRow | undefined> {
  const query = db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.id, id),
        eq(paymentLinks.merchantId, merchantId),
        eq(paymentLinks.mode, mode),
        isNull(paymentLinks.deletedAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A link as the public sees it, with its shop's name; locked when opened inside a transaction. */
export async function getPublicPaymentLink(db: Db, id: string, lock = false) {
  const query = db
    .select({ link: paymentLinks, shopName: shops.name, shopStatus: shops.status })
    .from(paymentLinks)
    .innerJoin(shops, eq(shops.id, paymentLinks.shopId))
    .where(and(eq(paymentLinks.id, id), isNull(paymentLinks.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: paymentLinks }) : await query;
  return row;
}

export async function updatePaymentLink(
  db: Db,
  id: string,
  patch: Partial<typeof paymentLinks.$inferInsert>,
) {
  const [row] = await db
    .update(paymentLinks)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(paymentLinks.id, id))
    .returning();
  return row!;
}

export async function countPaymentLinkView(db: Db, id: string) {
  await db
    .update(paymentLinks)
    .set({ views: sql`${paymentLinks.views} + 1` })
    .where(eq(paymentLinks.id, id));
}
