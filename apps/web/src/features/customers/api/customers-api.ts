import type {
  CreateCustomerBody,
  CustomerImportResponse,
  CustomerListResponse,
  CustomerPaymentsResponse,
  CustomerResponse,
  UpdateCustomerBody,
} from '@platform/contracts';
import { downloadFile } from '../../../shared/api/download-file.ts';
import { apiFetch } from '../../../shared/api/http.ts';
import type { ExportFormat } from '../../../shared/lib/table-export.ts';

const seg = encodeURIComponent;
const search = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
};

export type CustomerListParams = { shop: string; search?: string; page: number; limit: number };

/** Customers of a shop in the session's mode. */
export const customersApi = {
  list: (params: CustomerListParams) => apiFetch<CustomerListResponse>(`/api/customers?${search(params)}`),
  /** Every customer the search keeps (all pages) as a file, headers in the page's language. */
  export: (params: { shop: string; search?: string }, format: ExportFormat) =>
    downloadFile(`/api/customers/export?${search({ ...params, format })}`, `customers.${format}`),
  get: (id: string) => apiFetch<CustomerResponse>(`/api/customers/${seg(id)}`),
  payments: (id: string, page: number) =>
    apiFetch<CustomerPaymentsResponse>(`/api/customers/${seg(id)}/payments?${search({ page, limit: 10 })}`),
  create: (body: CreateCustomerBody) =>
    apiFetch<CustomerResponse>('/api/customers', { method: 'POST', body }),
  update: (id: string, body: UpdateCustomerBody) =>
    apiFetch<CustomerResponse>(`/api/customers/${seg(id)}`, { method: 'PATCH', body }),
  import: (shop: string, file: File) => {
    const form = new FormData();
    form.append('shop', shop);
    form.append('file', file);
    return apiFetch<CustomerImportResponse>('/api/customers/import', { method: 'POST', body: form });
  },
};
