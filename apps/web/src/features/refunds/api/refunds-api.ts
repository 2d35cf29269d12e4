import type {
  CreateRefundBody,
  CreateRefundListBody,
  RefundableTransaction,
  RefundItem,
  RefundListDetail,
  RefundListItem,
  TransactionRefunds,
} from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

/** Refunds of successful collections (the session's mode decides live or sandbox). */
export const refundsApi = {
  list: (shop: string) => apiFetch<RefundItem[]>(`/api/refunds?shop=${seg(shop)}`),
  detail: (id: string) => apiFetch<RefundItem>(`/api/refunds/detail/${seg(id)}`),
  ofTransaction: (id: string) => apiFetch<TransactionRefunds>(`/api/refunds/of/${seg(id)}`),
  refundable: (shop: string, search: string) =>
    apiFetch<RefundableTransaction[]>(
      `/api/refunds/transactions?shop=${seg(shop)}${search ? `&search=${seg(search)}` : ''}`,
    ),
  create: (body: CreateRefundBody) =>
    apiFetch<RefundItem & { message: string }>('/api/refunds', { method: 'POST', body }),
  lists: (shop: string) => apiFetch<RefundListItem[]>(`/api/refunds/lists?shop=${seg(shop)}`),
  list_: (id: string) => apiFetch<RefundListDetail>(`/api/refunds/lists/${seg(id)}`),
  createList: (body: CreateRefundListBody) =>
    apiFetch<{ _id: string; message: string }>('/api/refunds/lists', { method: 'POST', body }),
};
