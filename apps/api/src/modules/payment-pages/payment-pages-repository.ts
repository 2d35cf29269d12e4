import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { paymentPageImages, paymentPageItems, paymentPages, shops } from '../../platform/db/schema/index.ts';

export type PaymentPageRow = typeof paymentPages.$inferSelect;
export type PageItemRow = typeof paymentPageItems.$inferSelect;
export type PageImageRow = typeof paymentPageImages.$inferSelect;

export async function insertPaymentPage(
  db: Db,
  values: typeof paymentPages.$inferInsert,
  items: (typeof paymentPageItems.$inferInsert)[],
) {
  const [row] = await db.insert(paymentPages).values(values).returning();
  if (items.length) await db.insert(paymentPageItems).values(items);
  return row!;
}

export function findShopPaymentPages(db: Db, shopId: string, mode: 0 | 1) {
  return db
    .select()
    .from(paymentPages)
    .where(and(eq(paymentPages.shopId, shopId), eq(paymentPages.mode, mode), isNull(paymentPages.deletedAt)))
    .orderBy(desc(paymentPages.createdAt), desc(paymentPages.id))
    .limit(500);
}

/** The items of some pages, in their order. */
export async function findPageItems(db: Db, pageIds: string[]): Promise<Map<string, PageItemRow[]>> {
  const byPage = new Map<string, PageItemRow[]>();
  if (pageIds.length === 0) return byPage;
  const rows = await db
    .select()
    .from(paymentPageItems)
    .where(inArray(paymentPageItems.pageId, pageIds))
    .orderBy(asc(paymentPageItems.pageId), asc(paymentPageItems.position));
  for (const row of rows) byPage.set(row.pageId, [...(byPage.get(row.pageId) ?? []), row]);
  return byPage;
}

/**
 * One page of the merchant in the mode (anyone else's, or a deleted one, is "not found"); locked
 * when asked, inside a transaction (an edit).
 */
export async function getPaymentPageForMerchant(
  db: Db,
  id: string,
  merchantId: string,
  mode: 0 | 1,
  lock = false,
) {
  const query = db
    .select()
    .from(paymentPages)
    .where(
      and(
        eq(paymentPages.id, id),
        eq(paymentPages.merchantId, merchantId),
        eq(paymentPages.mode, mode),
        isNull(paymentPages.deletedAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A page's items replaced by these (kept ids are updated in place, the others removed or added). */
export async function replacePageItems(
  db: Db,
  pageId: string,
  items: (typeof paymentPageItems.$inferInsert)[],
) {
  const keep = items.map((item) => item.id);
  await db
    .delete(paymentPageItems)
    .where(
      keep.length
        ? and(eq(paymentPageItems.pageId, pageId), notInArray(paymentPageItems.id, keep))
        : eq(paymentPageItems.pageId, pageId),
    );
  for (const item of items) {
    await db
      .insert(paymentPageItems)
      .values(item)
      .onConflictDoUpdate({
        target: paymentPageItems.id,
        set: { name: item.name, price: item.price, position: item.position },
      });
  }
}

/** A page as the public sees it, with its shop's name. */
export async function getPublicPaymentPage(db: Db, id: string) {
  const [row] = await db
    .select({
      page: paymentPages,
      shopName: shops.name,
      shopStatus: shops.status,
      // The shop's logo of the settings page (issue 18).
      shopLogoKey: shops.logoKey,
      shopUpdatedAt: shops.updatedAt,
    })
    .from(paymentPages)
    .innerJoin(shops, eq(shops.id, paymentPages.shopId))
    .where(and(eq(paymentPages.id, id), isNull(paymentPages.deletedAt)))
    .limit(1);
  return row;
}

export async function updatePaymentPage(
  db: Db,
  id: string,
  patch: Partial<typeof paymentPages.$inferInsert>,
) {
  const [row] = await db
    .update(paymentPages)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(paymentPages.id, id))
    .returning();
  return row!;
}

export async function countPaymentPageView(db: Db, id: string) {
  await db
    .update(paymentPages)
    .set({ views: sql`${paymentPages.views} + 1` })
    .where(eq(paymentPages.id, id));
}

export async function insertPageImage(db: Db, values: typeof paymentPageImages.$inferInsert) {
  const [row] = await db.insert(paymentPageImages).values(values).returning();
  return row!;
}

export async function getPageImage(db: Db, id: string): Promise<PageImageRow | undefined> {
  const [row] = await db.select().from(paymentPageImages).where(eq(paymentPageImages.id, id)).limit(1);
  return row;
}
