import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { marketProducts, marketStores, shops } from '../../platform/db/schema/index.ts';

/** The demo storefront's address: `/market/boutique-demo` (the demo merchant's first sandbox shop). */
export const DEMO_STORE_SLUG = 'boutique-demo';

/**
 * FeexMarket demo (issue 20): a sandbox storefront of the demo merchant with a few products
 * (one with little stock, one unlimited), so the storefront can be tried with test numbers.
 */
export async function seedMarketDemo(tx: Db, merchantId: string) {
  const [shop] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.merchantId, merchantId), eq(shops.mode, 0)))
    .orderBy(asc(shops.createdAt))
    .limit(1);
  if (!shop) return;
  const storeId = newId('mks');
  await tx.insert(marketStores).values({
    id: storeId,
    merchantId,
    shopId: shop.id,
    mode: 0,
    slug: DEMO_STORE_SLUG,
    name: 'Boutique Demo',
    description: 'Pagnes, paniers et épices de Cotonou, livrés chez vous.',
  });
  const product = (
    name: string,
    description: string,
    price: bigint,
    stock: number | null,
    categories: string[],
  ) => ({
    id: newId('mkp'),
    merchantId,
    shopId: shop.id,
    mode: 0,
    name,
    description,
    price,
    stock,
    categories,
  });
  await tx
    .insert(marketProducts)
    .values([
      product('Pagne wax 6 yards', 'Coton imprimé, motifs au choix à la livraison.', 12_000n, 25, ['Mode']),
      product('Panier tressé', 'Fait main, 35 cm.', 7_500n, 3, ['Maison']),
      product('Piment moulu 250 g', 'Piment du Bénin, séché au soleil.', 1_500n, null, ['Épicerie']),
    ]);
}
