import type { CardAccessResponse, CardRequestResponse, CreateCardRequestBody } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

export const cardRequestKeys = { current: ['card-requests', 'current'] as const };

export const cardRequestsApi = {
  current: () => apiFetch<CardAccessResponse>('/api/card-requests/current'),
  create: (body: CreateCardRequestBody) =>
    apiFetch<CardRequestResponse>('/api/card-requests', { method: 'POST', body }),
};

/** Whether the merchant has card payments, and its latest request. */
export function useCardAccess() {
  return useQuery({ queryKey: cardRequestKeys.current, queryFn: cardRequestsApi.current });
}

export function useCreateCardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cardRequestsApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardRequestKeys.current }),
  });
}
