import type { CreatePaymentPageBody, CreatePaymentPageInput, PaymentPageView } from '@platform/contracts';
import type { NewPagePayload, PagePatch } from '../api/payment-pages-api.ts';

type ItemValues = NonNullable<CreatePaymentPageBody['items']>[number] & { _id?: string | undefined };

/** The builder's values: the add contract's input, an edited page's items keeping their `_id`. */
export type PageFormValues = Omit<CreatePaymentPageBody, 'items'> & { items?: ItemValues[] };

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

/** The builder filled with a page to edit (its slug shown, fixed). */
export function pageFormOf(page: PaymentPageView): PageFormValues {
  return {
    shop: page.shop,
    title: page.title,
    slug: page.slug,
    description: page.description ?? '',
    image_id: page.image_id,
    amount_type: page.amount_type,
    items: page.items.map((item) => ({ _id: item._id, name: item.name ?? '', price: String(item.price) })),
    brand_color: page.brand_color,
  };
}

/**
 * An edit from the validated values: everything the builder shows but the slug and the shop
 * (fixed); items keep the `_id` they had in the form (`typed`, in the same order).
 */
export function toPagePatch(values: CreatePaymentPageInput, typed: PageFormValues['items'] = []): PagePatch {
  return {
    title: values.title,
    description: values.description ?? '',
    image_id: values.image_id ?? null,
    brand_color: values.brand_color,
    amount_type: values.amount_type,
    items:
      values.amount_type === 'free'
        ? []
        : values.items.map((item, index) => ({
            _id: typed[index]?._id,
            name: values.amount_type === 'products' ? item.name : undefined,
            price: item.price.toString(),
          })),
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
