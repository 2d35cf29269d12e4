import type {
  CreatePayoutListBody,
  PayoutListProgress,
  PayoutListRowsQuery,
  PayoutListRowsResponse,
  PayoutListRowView,
  PayoutListsResponse,
  PayoutListView,
  TypedPayoutRow,
  UpdatePayoutRowBody,
} from '@platform/contracts';
import { downloadFile } from '../../../shared/api/download-file.ts';
import { apiFetch } from '../../../shared/api/http.ts';

export type SheetFormat = 'csv' | 'xlsx';
const seg = encodeURIComponent;

export type UploadFields = { shop: string; name?: string; sameNetwork?: string; file: File };

/** The payout-list calls (docs/payout-lists.md). */
export const payoutListsApi = {
  lists: (shop: string, page: number, limit: number) =>
    apiFetch<PayoutListsResponse>(`/api/payout-lists?shop=${seg(shop)}&page=${page}&limit=${limit}`),
  get: (id: string) => apiFetch<PayoutListView>(`/api/payout-lists/${seg(id)}`),
  rows: (id: string, query: PayoutListRowsQuery) =>
    apiFetch<PayoutListRowsResponse>(
      `/api/payout-lists/${seg(id)}/rows?filter=${query.filter ?? 'all'}&page=${query.page ?? 1}&limit=${query.limit ?? 50}`,
    ),
  progress: (id: string) => apiFetch<PayoutListProgress>(`/api/payout-lists/${seg(id)}/progress`),
  upload: ({ shop, name, sameNetwork, file }: UploadFields) => {
    const form = new FormData();
    form.append('shop', shop);
    if (name) form.append('name', name);
    if (sameNetwork) form.append('same_network', sameNetwork);
    form.append('file', file, file.name);
    return apiFetch<PayoutListView>('/api/payout-lists/upload', { method: 'POST', body: form });
  },
  create: (body: CreatePayoutListBody) =>
    apiFetch<PayoutListView>('/api/payout-lists', { method: 'POST', body }),
  copy: (id: string) =>
    apiFetch<PayoutListView>(`/api/payout-lists/${seg(id)}/copy`, { method: 'POST', body: {} }),
  addRow: (id: string, row: TypedPayoutRow) =>
    apiFetch<{ _id: string }>(`/api/payout-lists/${seg(id)}/rows`, { method: 'POST', body: row }),
  updateRow: (id: string, rowId: string, body: UpdatePayoutRowBody) =>
    apiFetch<PayoutListRowView>(`/api/payout-lists/${seg(id)}/rows/${seg(rowId)}`, { method: 'PATCH', body }),
  deleteRow: (id: string, rowId: string) =>
    apiFetch<void>(`/api/payout-lists/${seg(id)}/rows/${seg(rowId)}`, { method: 'DELETE' }),
  confirm: (id: string, password: string) =>
    apiFetch<PayoutListView>(`/api/payout-lists/${seg(id)}/confirm`, { method: 'POST', body: { password } }),
  pause: (id: string) => apiFetch<PayoutListView>(`/api/payout-lists/${seg(id)}/pause`, { method: 'POST' }),
  resume: (id: string) => apiFetch<PayoutListView>(`/api/payout-lists/${seg(id)}/resume`, { method: 'POST' }),
  retry: (id: string, password: string) =>
    apiFetch<PayoutListView>(`/api/payout-lists/${seg(id)}/retry`, { method: 'POST', body: { password } }),
  exportResults: (id: string, format: SheetFormat) =>
    downloadFile(`/api/payout-lists/${seg(id)}/export?format=${format}`, `liste.${format}`),
  template: (format: SheetFormat) =>
    downloadFile(`/api/payout-lists/template?format=${format}`, `modele-paiements.${format}`),
};
