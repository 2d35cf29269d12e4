import type { PublicPageResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { pageImageUrl, toPageItemView } from './payment-page-view.ts';
import { countPaymentPageView, findPageItems, getPublicPaymentPage } from './payment-pages-repository.ts';

/** What a customer sees on `/page/{slug}/{id}`; each open counts a view. A disabled page is 410. */
export async function getPublicPage(db: Db, id: string): Promise<PublicPageResponse> {
  const found = await getPublicPaymentPage(db, id);
  if (!found || found.shopStatus === 'deleted') throw new AppError('PAYMENT_PAGE_NOT_FOUND');
  const { page } = found;
  if (!page.enabled) throw new AppError('PAYMENT_PAGE_DISABLED');
  await countPaymentPageView(db, page.id);
  const items = await findPageItems(db, [page.id]);
  return {
    page: {
      _id: page.id,
      slug: page.slug,
      title: page.title,
      description: page.description,
      image_url: page.imageId ? pageImageUrl(page.imageId) : null,
      amount_type: page.amountType as PublicPageResponse['page']['amount_type'],
      items: (items.get(page.id) ?? []).map(toPageItemView),
      brand_color: page.brandColor,
      shop_name: found.shopName,
      shop_logo_url: found.shopLogoKey
        ? `/api/public/shop-logos/${page.shopId}?v=${found.shopUpdatedAt.getTime()}`
        : null,
      mode: page.mode === 1 ? 'LIVE' : 'SANDBOX',
    },
  };
}
