import type {
  ApproveMerchantBody,
  ClearConformityBody,
  MerchantValidationResponse,
  RefuseMerchantBody,
  ValidationFileResponse,
  ValidationQueueItem,
} from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

export type Review = 'validation' | 'conformity';
type Decided = { message: string; file: ValidationFileResponse };

export const validationKeys = {
  mine: ['validation', 'mine'] as const,
  queue: (review: Review) => ['validation', 'queue', review] as const,
  file: (review: Review, id: string) => ['validation', 'file', review, id] as const,
};

export const validationApi = {
  mine: () => apiFetch<MerchantValidationResponse>('/api/validation'),
  send: (form: FormData) =>
    apiFetch<MerchantValidationResponse & { message: string }>('/api/validation', {
      method: 'POST',
      body: form,
    }),
  queue: (review: Review) => apiFetch<{ merchants: ValidationQueueItem[] }>(`/api/admin/${review}`),
  file: (review: Review, id: string) =>
    apiFetch<ValidationFileResponse>(`/api/admin/${review}/${encodeURIComponent(id)}`),
  approve: (id: string, body: ApproveMerchantBody) =>
    apiFetch<Decided>(`/api/admin/validation/${encodeURIComponent(id)}/approve`, { method: 'POST', body }),
  refuse: (review: Review, id: string, body: RefuseMerchantBody) =>
    apiFetch<Decided>(
      `/api/admin/${review}/${encodeURIComponent(id)}/${review === 'validation' ? 'refuse' : 'request-documents'}`,
      { method: 'POST', body },
    ),
  clear: (id: string, body: ClearConformityBody) =>
    apiFetch<Decided>(`/api/admin/conformity/${encodeURIComponent(id)}/clear`, { method: 'POST', body }),
  suspend: (id: string, suspend: boolean, body: ApproveMerchantBody) =>
    apiFetch<Decided>(
      `/api/admin/conformity/${encodeURIComponent(id)}/${suspend ? 'suspend' : 'reinstate'}`,
      {
        method: 'POST',
        body,
      },
    ),
};

export const documentFilePath = (id: string, download = false) =>
  `/api/admin/kyc-documents/${encodeURIComponent(id)}/file${download ? '?download=1' : ''}`;

export function useMyValidation() {
  return useQuery({ queryKey: validationKeys.mine, queryFn: validationApi.mine });
}

export function useSendValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validationApi.send,
    onSuccess: (answer) => {
      queryClient.setQueryData(validationKeys.mine, answer);
    },
  });
}

export function useValidationQueue(review: Review) {
  return useQuery({ queryKey: validationKeys.queue(review), queryFn: () => validationApi.queue(review) });
}

export function useValidationFile(review: Review, id: string) {
  return useQuery({
    queryKey: validationKeys.file(review, id),
    queryFn: () => validationApi.file(review, id),
  });
}

/** After a decision: the file answered by the server, and the queues read again. */
export function useDecision<A>(review: Review, id: string, run: (args: A) => Promise<Decided>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      queryClient.setQueryData(validationKeys.file(review, id), answer.file);
      void queryClient.invalidateQueries({ queryKey: ['validation', 'queue'] });
    },
  });
}
