import type { PaymentPageDetailResponse, PaymentPageView } from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

/** What the add form sends (prices as digit strings: JSON has no bigint). */
export type NewPagePayload = {
  shop: string;
  title: string;
  slug?: string | undefined;
  description?: string | undefined;
  image_id?: string | null;
  amount_type: 'fixed' | 'products' | 'free';
  items: { name?: string | undefined; price: string }[];
  brand_color?: string | undefined;
};

/** An edit (issue 21): what changes; the offer is sent whole, kept items with their `_id`. */
export type PagePatch = {
  enabled?: boolean;
  title?: string;
  description?: string;
  brand_color?: string | undefined;
  image_id?: string | null;
  amount_type?: 'fixed' | 'products' | 'free';
  items?: { _id?: string | undefined; name?: string | undefined; price: string }[];
};

export const paymentPagesApi = {
  list: (shop: string) => apiFetch<{ pages: PaymentPageView[] }>(`/api/payment-pages?shop=${seg(shop)}`),
  get: (id: string) => apiFetch<PaymentPageDetailResponse>(`/api/payment-pages/${seg(id)}`),
  create: (body: NewPagePayload) =>
    apiFetch<PaymentPageDetailResponse>('/api/payment-pages', { method: 'POST', body }),
  update: (id: string, body: PagePatch) =>
    apiFetch<PaymentPageDetailResponse>(`/api/payment-pages/${seg(id)}`, { method: 'PATCH', body }),
  remove: (id: string) => apiFetch<void>(`/api/payment-pages/${seg(id)}`, { method: 'DELETE' }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return apiFetch<{ _id: string; url: string }>('/api/payment-pages/images', {
      method: 'POST',
      body: form,
    });
  },
};
