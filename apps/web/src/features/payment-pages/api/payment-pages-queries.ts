import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type NewPagePayload, type PagePatch, paymentPagesApi } from './payment-pages-api.ts';

export const paymentPageKeys = {
  all: ['payment-pages'] as const,
  list: (shop: string) => ['payment-pages', 'list', shop] as const,
  detail: (id: string) => ['payment-pages', 'detail', id] as const,
};

export function usePaymentPages(shop: string | undefined) {
  return useQuery({
    queryKey: paymentPageKeys.list(shop ?? ''),
    queryFn: () => paymentPagesApi.list(shop!),
    enabled: Boolean(shop),
    select: (data) => data.pages,
  });
}

/** One page; refreshed every 10 s (payments made meanwhile) unless `poll` is false (the builder). */
export function usePaymentPage(id: string | undefined, { poll = true } = {}) {
  return useQuery({
    queryKey: paymentPageKeys.detail(id ?? ''),
    queryFn: () => paymentPagesApi.get(id!),
    enabled: Boolean(id),
    refetchInterval: poll ? 10_000 : false,
    refetchOnWindowFocus: poll,
  });
}

export function useCreatePaymentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewPagePayload) => paymentPagesApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentPageKeys.all }),
  });
}

export function usePaymentPageMutations(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: paymentPageKeys.all });
  return {
    update: useMutation({ mutationFn: (patch: PagePatch) => paymentPagesApi.update(id, patch), onSuccess }),
    remove: useMutation({ mutationFn: () => paymentPagesApi.remove(id), onSuccess }),
  };
}

export function useUploadPageImage() {
  return useMutation({ mutationFn: (file: File) => paymentPagesApi.uploadImage(file) });
}
