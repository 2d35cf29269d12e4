import type {
  PayoutApiRequestBody,
  PayoutApiRequestItem,
  PayoutDetail,
  PayoutItem,
  ShopBalanceResponse,
  WithdrawalBody,
  WithdrawalItem,
} from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

export type PayoutFee = { network: string; amount: number; fee: number; total: number; available: number };
export type SentPayout = {
  _id: string;
  reference: string;
  status: string;
  amount: number;
  fee: number;
  message: string;
};
export type SendPayoutInput = {
  shop: string;
  phoneNumber: string;
  network: string;
  amount: number;
  motif?: string;
  password: string;
};

/** The dashboard's payout calls (the session's mode decides live or sandbox). */
export const payoutsApi = {
  /** `POST payouts/readall` with the spec's payload. */
  readAll: (shop: string, mode: 0 | 1, source?: string[]) =>
    apiFetch<PayoutItem[]>('/api/payouts/readall', {
      method: 'POST',
      body: { shop, mode, ...(source ? { source } : {}) },
    }),
  fee: (shop: string, network: string, amount: number) =>
    apiFetch<PayoutFee>('/api/payouts/fee', { method: 'POST', body: { shop, network, amount } }),
  send: (body: SendPayoutInput) => apiFetch<SentPayout>('/api/payouts/send', { method: 'POST', body }),
  detail: (id: string) => apiFetch<PayoutDetail>(`/api/payouts/detail/${seg(id)}`),
  /** The shop's ledger balances (available, pending hold, reserve). */
  balance: (shop: string) => apiFetch<ShopBalanceResponse>(`/api/overview/balance?shop=${seg(shop)}`),
};

/** Payout-API access requests (the IP allow-list). */
export const payoutApiAccess = {
  list: () => apiFetch<PayoutApiRequestItem[]>('/api/payout_api/requests'),
  get: (id: string) => apiFetch<PayoutApiRequestItem>(`/api/payout_api/requests/${seg(id)}`),
  create: (body: PayoutApiRequestBody) =>
    apiFetch<PayoutApiRequestItem & { message: string }>('/api/payout_api/requests', {
      method: 'POST',
      body,
    }),
};

/** Withdrawals ("Demandes de paiement"). */
export const withdrawalsApi = {
  list: (shop: string) => apiFetch<WithdrawalItem[]>(`/api/withdrawals?shop=${seg(shop)}`),
  get: (id: string) => apiFetch<WithdrawalItem>(`/api/withdrawals/${seg(id)}`),
  create: (body: WithdrawalBody) =>
    apiFetch<WithdrawalItem & { message: string }>('/api/withdrawals', { method: 'POST', body }),
};
