import type { AdminCardRequestItem, StaffDecisionBody } from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

const seg = encodeURIComponent;

/** The staff calls of `/admin/card-payment-request` (right cardPaymentRequest). */
export const adminCardRequestsApi = {
  list: (status: string) =>
    apiFetch<AdminCardRequestItem[]>(`/api/admin/card-requests?status=${seg(status)}`),
  one: (id: string) => apiFetch<AdminCardRequestItem>(`/api/admin/card-requests/${seg(id)}`),
  decide: (id: string, decision: 'approve' | 'refuse', body: StaffDecisionBody) =>
    apiFetch<{ request: AdminCardRequestItem; message: string }>(
      `/api/admin/card-requests/${seg(id)}/${decision}`,
      {
        method: 'POST',
        body,
      },
    ),
};
