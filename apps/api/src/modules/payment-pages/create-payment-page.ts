import type { CreatePaymentPageInput } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { getPaymentPage } from './get-payment-page.ts';
import { slugify } from './payment-page-view.ts';
import { getPageImage, insertPaymentPage } from './payment-pages-repository.ts';

type Ctx = { merchantId: string; mode: 0 | 1; userId: string };

/** A payment page for one of the caller's shops; its image must be one the merchant uploaded. */
export async function createPaymentPage(db: Db, ctx: Ctx, input: CreatePaymentPageInput) {
  const shop = await getShopForMerchant(db, input.shop, ctx.merchantId, ctx.mode);
  if (shop?.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
  if (input.image_id) {
    const image = await getPageImage(db, input.image_id);
    if (!image || image.merchantId !== ctx.merchantId) throw new AppError('PAGE_IMAGE_NOT_FOUND');
  }
  const id = newId('pgp');
  const items = input.amount_type === 'free' ? [] : input.items;
  await db.transaction(async (tx) => {
    await insertPaymentPage(
      tx,
      {
        id,
        merchantId: ctx.merchantId,
        shopId: shop.id,
        mode: ctx.mode,
        slug: input.slug || slugify(input.title),
        title: input.title,
        description: input.description || null,
        imageId: input.image_id ?? null,
        amountType: input.amount_type,
        brandColor: input.brand_color?.toLowerCase() ?? '#d45d00',
        createdBy: ctx.userId,
      },
      items.map((item, position) => ({
        id: newId('pgi'),
        pageId: id,
        name: input.amount_type === 'products' ? (item.name ?? null) : item.name || null,
        price: item.price,
        position,
      })),
    );
  });
  return getPaymentPage(db, ctx, id);
}
