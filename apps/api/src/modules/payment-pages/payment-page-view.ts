import type { PaymentPageView } from '@platform/contracts';
import type { PaidTotals } from '../payment-links/source-stats-repository.ts';
import type { PageItemRow, PaymentPageRow } from './payment-pages-repository.ts';

export const pageImageUrl = (id: string) => `/api/public/page-images/${encodeURIComponent(id)}`;
export const pagePath = (row: { slug: string; id: string }) =>
  `/page/${encodeURIComponent(row.slug)}/${encodeURIComponent(row.id)}`;

export const toPageItemView = (item: PageItemRow) => ({
  _id: item.id,
  name: item.name,
  price: Number(item.price),
});

export function toPaymentPageView(
  row: PaymentPageRow,
  items: PageItemRow[],
  totals: PaidTotals | undefined,
): PaymentPageView {
  return {
    _id: row.id,
    shop: row.shopId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image_id: row.imageId,
    image_url: row.imageId ? pageImageUrl(row.imageId) : null,
    amount_type: row.amountType as PaymentPageView['amount_type'],
    items: items.map(toPageItemView),
    brand_color: row.brandColor,
    enabled: row.enabled,
    path: pagePath(row),
    created_at: row.createdAt.toISOString(),
    stats: {
      views: row.views,
      payments: totals?.payments ?? 0,
      amount_collected: Number(totals?.amountCollected ?? 0n),
    },
  };
}

/** A URL-safe slug from a title: accents dropped, lower case, words joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'page';
}
