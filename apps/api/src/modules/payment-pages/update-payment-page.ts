import type { UpdatePaymentPageInput } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getPaymentPage } from './get-payment-page.ts';
import {
  findPageItems,
  getPageImage,
  getPaymentPageForMerchant,
  replacePageItems,
  updatePaymentPage,
} from './payment-pages-repository.ts';

/**
 * Edits one of the caller's pages with the rules of its creation. Its id, shop and slug (its
 * public address) never change. The offer is replaced whole: an item sent with the `_id` of one of
 * the page's items keeps that id, an unknown `_id` is refused (404), items left out are removed.
 * Payments already made keep the amount and the label they were opened with.
 */
export async function updatePaymentPageOf(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
  body: UpdatePaymentPageInput,
) {
  await db.transaction(async (tx) => {
    const row = await getPaymentPageForMerchant(tx, id, ctx.merchantId, ctx.mode, true);
    if (!row) throw new AppError('PAYMENT_PAGE_NOT_FOUND');
    if (body.image_id) {
      const image = await getPageImage(tx, body.image_id);
      if (!image || image.merchantId !== ctx.merchantId) throw new AppError('PAGE_IMAGE_NOT_FOUND');
    }
    const patch: Parameters<typeof updatePaymentPage>[2] = {};
    if (body.enabled !== undefined) patch.enabled = body.enabled;
    if (body.title !== undefined) patch.title = body.title;
    if (body.description !== undefined) patch.description = body.description || null;
    if (body.brand_color !== undefined) patch.brandColor = body.brand_color.toLowerCase();
    if (body.image_id !== undefined) patch.imageId = body.image_id;
    if (body.amount_type !== undefined) {
      patch.amountType = body.amount_type;
      const current = new Set((await findPageItems(tx, [row.id])).get(row.id)?.map((item) => item.id));
      const items = body.amount_type === 'free' ? [] : (body.items ?? []);
      if (items.some((item) => item._id && !current.has(item._id))) throw new AppError('PAGE_ITEM_NOT_FOUND');
      await replacePageItems(
        tx,
        row.id,
        items.map((item, position) => ({
          id: item._id ?? newId('pgi'),
          pageId: row.id,
          name: body.amount_type === 'products' ? (item.name ?? null) : item.name || null,
          price: item.price,
          position,
        })),
      );
    }
    await updatePaymentPage(tx, row.id, patch);
  });
  return getPaymentPage(db, ctx, id);
}
