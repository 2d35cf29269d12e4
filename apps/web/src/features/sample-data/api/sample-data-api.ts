import type { SampleDataResponse } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/http.ts';

export const sampleDataApi = {
  fill: (shop: string) =>
    apiFetch<SampleDataResponse>('/api/sandbox/sample-data', { method: 'POST', body: { shop } }),
};

/** Fills the sandbox shop; every list is read again afterwards. */
export function useFillSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sampleDataApi.fill,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
