import type { MerchantLookupItem, ShopLookupItem } from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';
import { search } from './merchants-api.ts';

/** The back-office's merchant and shop pickers (every staff user). */
export const lookupApi = {
  merchants: (q: string, limit = 20) =>
    apiFetch<MerchantLookupItem[]>(`/api/admin/lookup/merchants?${search({ q: q.trim(), limit })}`),
  shops: (merchantId: string) =>
    apiFetch<ShopLookupItem[]>(`/api/admin/lookup/merchants/${encodeURIComponent(merchantId)}/shops`),
};
