import type { CreatePaymentPageBody, CreatePaymentPageInput } from '@platform/contracts';
import type { NewPagePayload } from '../api/payment-pages-api.ts';

export type PageFormValues = CreatePaymentPageBody;

export function emptyPageForm(shop: string): PageFormValues {
  return {
    shop,
    title: '',
    slug: '',
    description: '',
    image_id: null,
    amount_type: 'fixed',
    items: [{ name: '', price: '' }],
    brand_color: '#d45d00',
  };
}

/** The validated values as JSON: prices as digit strings, no items on a free page. */
export function toPagePayload(values: CreatePaymentPageInput): NewPagePayload {
  return {
    shop: values.shop,
    title: values.title,
    slug: values.slug || undefined,
    description: values.description || undefined,
    image_id: values.image_id ?? null,
    amount_type: values.amount_type,
    items:
      values.amount_type === 'free'
        ? []
        : values.items.map((item) => ({
            name: values.amount_type === 'products' ? item.name : undefined,
            price: item.price.toString(),
          })),
    brand_color: values.brand_color,
  };
}

/** Views that became successful payments, as a whole percentage (0 without views). */
export function conversionRate(views: number, payments: number): number {
  return views > 0 ? Math.round((payments / views) * 100) : 0;
}
