import type { LinkKind, PaymentLinkDetailResponse, PaymentLinkView } from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

/** What the add forms send (amounts as digit strings: JSON has no bigint). */
export type NewLinkPayload = {
  shop: string;
  kind: LinkKind;
  title: string;
  description?: string | undefined;
  amount: string | null;
  reusable?: boolean;
  expires_at?: string | null | undefined;
  collect?: { name: boolean; email: boolean; phone: boolean };
  return_url?: string | undefined;
  customer?: { name: string; phone?: string | undefined; email?: string | undefined };
};

/** An edit (issue 21): only what changes; amount, usage and customer locked once paid. */
export type LinkPatch = {
  enabled?: boolean;
  title?: string;
  description?: string;
  amount?: string | null;
  reusable?: boolean;
  expires_at?: string | null;
  collect?: { name: boolean; email: boolean; phone: boolean };
  /** Empty: no return address. */
  return_url?: string;
  customer?: { name: string; phone?: string | undefined; email?: string | undefined };
};

/** The payment links and quick links of the signed-in merchant's shops. */
export const paymentLinksApi = {
  list: (shop: string, kind: LinkKind) =>
    apiFetch<{ links: PaymentLinkView[] }>(`/api/payment-links?shop=${seg(shop)}&kind=${kind}`),
  get: (id: string) => apiFetch<PaymentLinkDetailResponse>(`/api/payment-links/${seg(id)}`),
  create: (body: NewLinkPayload) =>
    apiFetch<{ link: PaymentLinkView }>('/api/payment-links', { method: 'POST', body }),
  update: (id: string, body: LinkPatch) =>
    apiFetch<PaymentLinkDetailResponse>(`/api/payment-links/${seg(id)}`, { method: 'PATCH', body }),
  remove: (id: string) => apiFetch<void>(`/api/payment-links/${seg(id)}`, { method: 'DELETE' }),
  share: (id: string, email: string) =>
    apiFetch<{ sent_to: string }>(`/api/payment-links/${seg(id)}/share`, { method: 'POST', body: { email } }),
};
