import type {
  CreateShopBody,
  MerchantResponse,
  MessageResponse,
  RenameShopBody,
  ShopListResponse,
  ShopResponse,
} from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

/** The spec's shop calls (section 7), with their exact paths. */
export const shopsApi = {
  list: (userId: string) => apiFetch<ShopListResponse>(`/api/shop/${seg(userId)}/get`),
  create: (body: CreateShopBody) => apiFetch<ShopResponse>('/api/shop/create', { method: 'POST', body }),
  rename: (shopId: string, body: RenameShopBody) =>
    apiFetch<ShopResponse>(`/api/shop/rename/${seg(shopId)}`, { method: 'POST', body }),
  archive: (shopId: string) =>
    apiFetch<MessageResponse>(`/api/shop/archive/${seg(shopId)}`, { method: 'POST' }),
  remove: (shopId: string) =>
    apiFetch<MessageResponse>(`/api/shop/delete/${seg(shopId)}`, { method: 'DELETE' }),
  merchant: () => apiFetch<MerchantResponse>('/api/merchant/get/'),
};

/** Query keys: shops are per user and per mode (the session's), so a mode switch refetches. */
export const shopKeys = {
  all: ['shops'] as const,
  list: (userId: string, inSandbox: boolean) => ['shops', userId, inSandbox ? 'sandbox' : 'live'] as const,
  merchant: ['merchant'] as const,
};
