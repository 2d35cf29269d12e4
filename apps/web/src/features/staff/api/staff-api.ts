import type {
  CreateStaffUserBody,
  RoleRightsView,
  StaffActionFacetsResponse,
  StaffActionsResponse,
  StaffConfirmBody,
  StaffUserView,
  UpdateStaffUserBody,
} from '@platform/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

export type ActionFilters = {
  staff?: string;
  action?: string;
  merchant?: string;
  from?: string;
  to?: string;
};

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) search.set(k, v);
  const s = search.toString();
  return s ? `?${s}` : '';
};

type UserAnswer = { user: StaffUserView; message?: string };

export const staffApi = {
  actions: (filters: ActionFilters, cursor?: string, limit = 50) =>
    apiFetch<StaffActionsResponse>(
      `/api/admin/actions${query({ ...filters, cursor, limit: String(limit) })}`,
    ),
  merchantActions: (merchantId: string, cursor?: string) =>
    apiFetch<StaffActionsResponse>(
      `/api/admin/merchant-actions/${encodeURIComponent(merchantId)}${query({ cursor, limit: '20' })}`,
    ),
  facets: () => apiFetch<StaffActionFacetsResponse>('/api/admin/actions/facets'),
  users: () => apiFetch<{ users: StaffUserView[] }>('/api/admin/users'),
  invite: (body: CreateStaffUserBody) => apiFetch<UserAnswer>('/api/admin/users', { method: 'POST', body }),
  update: (id: string, body: UpdateStaffUserBody) =>
    apiFetch<UserAnswer>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  setActive: (id: string, active: boolean, body: StaffConfirmBody) =>
    apiFetch<UserAnswer>(`/api/admin/users/${encodeURIComponent(id)}/${active ? 'enable' : 'disable'}`, {
      method: 'POST',
      body,
    }),
  roles: () => apiFetch<{ roles: RoleRightsView[] }>('/api/admin/access'),
  role: (role: string) =>
    apiFetch<{ role: RoleRightsView; members: StaffUserView[] }>(
      `/api/admin/access/role/${encodeURIComponent(role)}`,
    ),
};

export function useStaffActions(filters: ActionFilters) {
  return useInfiniteQuery({
    queryKey: ['staff', 'actions', filters],
    queryFn: ({ pageParam }) => staffApi.actions(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useMerchantActions(merchantId: string) {
  return useInfiniteQuery({
    queryKey: ['staff', 'merchant-actions', merchantId],
    queryFn: ({ pageParam }) => staffApi.merchantActions(merchantId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useActionFacets() {
  return useQuery({ queryKey: ['staff', 'facets'], queryFn: staffApi.facets });
}

export function useStaffUsers() {
  return useQuery({ queryKey: ['staff', 'users'], queryFn: staffApi.users });
}

export function useRoles() {
  return useQuery({ queryKey: ['staff', 'roles'], queryFn: staffApi.roles });
}

export function useRole(role: string) {
  return useQuery({ queryKey: ['staff', 'role', role], queryFn: () => staffApi.role(role) });
}

export function useStaffMutation<A>(run: (args: A) => Promise<UserAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
