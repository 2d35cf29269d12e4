import type { UpdatePaymentPageBody } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getPaymentPage } from './get-payment-page.ts';
import { getPageImage, getPaymentPageForMerchant, updatePaymentPage } from './payment-pages-repository.ts';

/** Enable or disable one of the caller's pages, or change its title, description, colour or image. */
export async function updatePaymentPageOf(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
  body: UpdatePaymentPageBody,
) {
  const row = await getPaymentPageForMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!row) throw new AppError('PAYMENT_PAGE_NOT_FOUND');
  if (body.image_id) {
    const image = await getPageImage(db, body.image_id);
    if (!image || image.merchantId !== ctx.merchantId) throw new AppError('PAGE_IMAGE_NOT_FOUND');
  }
  const patch: Parameters<typeof updatePaymentPage>[2] = {};
  if (body.enabled !== undefined) patch.enabled = body.enabled;
  if (body.title !== undefined) patch.title = body.title;
  if (body.description !== undefined) patch.description = body.description || null;
  if (body.brand_color !== undefined) patch.brandColor = body.brand_color.toLowerCase();
  if (body.image_id !== undefined) patch.imageId = body.image_id;
  await updatePaymentPage(db, row.id, patch);
  return getPaymentPage(db, ctx, row.id);
}
