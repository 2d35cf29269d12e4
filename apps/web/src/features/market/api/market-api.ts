import type { MarketOrderView, MarketProductView, MarketStoreView } from '@platform/contracts';
import type { MarketFulfilmentStatus } from '@platform/domain';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

export type StorePayload = {
  shop: string;
  slug: string;
  name: string;
  description?: string | undefined;
  enabled?: boolean;
};
/** What the product form sends (the price as digits: JSON has no bigint). */
export type ProductPayload = {
  name: string;
  description?: string | undefined;
  price: string;
  stock: number | null;
  active: boolean;
  categories: string[];
  photos: string[];
};

export const marketApi = {
  store: (shop: string) => apiFetch<{ store: MarketStoreView | null }>(`/api/market/store?shop=${seg(shop)}`),
  saveStore: (body: StorePayload) =>
    apiFetch<{ store: MarketStoreView }>('/api/market/store', { method: 'PUT', body }),
  products: (shop: string) =>
    apiFetch<{ products: MarketProductView[] }>(`/api/market/products?shop=${seg(shop)}`),
  createProduct: (shop: string, body: ProductPayload) =>
    apiFetch<{ product: MarketProductView }>('/api/market/products', {
      method: 'POST',
      body: { shop, ...body },
    }),
  updateProduct: (id: string, body: Partial<ProductPayload>) =>
    apiFetch<{ product: MarketProductView }>(`/api/market/products/${seg(id)}`, { method: 'PATCH', body }),
  removeProduct: (id: string) => apiFetch<void>(`/api/market/products/${seg(id)}`, { method: 'DELETE' }),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return apiFetch<{ _id: string; url: string }>('/api/market/photos', { method: 'POST', body: form });
  },
  orders: (shop: string, payment: 'paid' | 'all', status?: MarketFulfilmentStatus) =>
    apiFetch<{ orders: MarketOrderView[] }>(
      `/api/market/orders?shop=${seg(shop)}&payment=${payment}${status ? `&status=${status}` : ''}`,
    ),
  order: (id: string) => apiFetch<{ order: MarketOrderView }>(`/api/market/orders/${seg(id)}`),
  moveOrder: (id: string, status: MarketFulfilmentStatus) =>
    apiFetch<{ order: MarketOrderView }>(`/api/market/orders/${seg(id)}`, {
      method: 'PATCH',
      body: { status },
    }),
};
