import type {
  AdjustmentItem,
  AdminMerchantView,
  CreateAdjustmentBody,
  MerchantBalancesResponse,
  MerchantFeesResponse,
  MerchantListQuery,
  MerchantListResponse,
  MerchantMailPreview,
  MerchantPayoutsResponse,
  PayoutItem,
  SendMerchantMailBody,
  Shop,
  ShopFeesBody,
  StaffDecisionBody,
  StaffPayoutBody,
} from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

export function search(params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

type Message = { message: string };

/** The staff calls of `/admin/merchants…` (right merchants). */
export const merchantsApi = {
  list: (query: MerchantListQuery) =>
    apiFetch<MerchantListResponse>(`/api/admin/merchants?${search(query as Record<string, string>)}`),
  view: (id: string) => apiFetch<AdminMerchantView>(`/api/admin/merchants/${seg(id)}`),
  balances: (id: string) => apiFetch<MerchantBalancesResponse>(`/api/admin/merchants/${seg(id)}/balances`),
  adjust: (id: string, body: CreateAdjustmentBody) =>
    apiFetch<{ adjustment: AdjustmentItem } & Message>(`/api/admin/merchants/${seg(id)}/adjustments`, {
      method: 'POST',
      body,
    }),
  decideAdjustment: (id: string, decision: 'approve' | 'reject', body: StaffDecisionBody) =>
    apiFetch<{ adjustment: AdjustmentItem } & Message>(`/api/admin/adjustments/${seg(id)}/${decision}`, {
      method: 'POST',
      body,
    }),
  fees: (id: string) => apiFetch<MerchantFeesResponse>(`/api/admin/merchants/${seg(id)}/fees`),
  saveFees: (id: string, shop: string, body: ShopFeesBody) =>
    apiFetch<{ shop: Shop } & Message>(`/api/admin/merchants/${seg(id)}/shops/${seg(shop)}/fees`, {
      method: 'PUT',
      body,
    }),
  payouts: (id: string) => apiFetch<MerchantPayoutsResponse>(`/api/admin/merchants/${seg(id)}/payouts`),
  sendPayout: (id: string, body: StaffPayoutBody) =>
    apiFetch<{ payout: PayoutItem } & Message>(`/api/admin/merchants/${seg(id)}/payouts`, {
      method: 'POST',
      body,
    }),
  previewMail: (body: SendMerchantMailBody) =>
    apiFetch<MerchantMailPreview>('/api/admin/merchants/mail/preview', { method: 'POST', body }),
  sendMail: (body: SendMerchantMailBody) =>
    apiFetch<{ sent: number } & Message>('/api/admin/merchants/mail', { method: 'POST', body }),
};

export const merchantKeys = {
  all: ['admin-merchants'] as const,
  list: (query: MerchantListQuery) => ['admin-merchants', 'list', query] as const,
  one: (id: string, part: string) => ['admin-merchants', id, part] as const,
};
