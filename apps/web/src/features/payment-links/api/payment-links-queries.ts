import type { LinkKind } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LinkPatch, type NewLinkPayload, paymentLinksApi } from './payment-links-api.ts';

/** Query keys of payment links (lists are per shop and kind; the shop is per mode). */
export const paymentLinkKeys = {
  all: ['payment-links'] as const,
  list: (shop: string, kind: LinkKind) => ['payment-links', 'list', shop, kind] as const,
  detail: (id: string) => ['payment-links', 'detail', id] as const,
};

export function usePaymentLinks(shop: string | undefined, kind: LinkKind) {
  return useQuery({
    queryKey: paymentLinkKeys.list(shop ?? '', kind),
    queryFn: () => paymentLinksApi.list(shop!, kind),
    enabled: Boolean(shop),
    select: (data) => data.links,
  });
}

/** One link; refreshed every 10 s so payments made meanwhile show up, unless `poll` is false (the form). */
export function usePaymentLink(id: string | undefined, { poll = true } = {}) {
  return useQuery({
    queryKey: paymentLinkKeys.detail(id ?? ''),
    queryFn: () => paymentLinksApi.get(id!),
    enabled: Boolean(id),
    refetchInterval: poll ? 10_000 : false,
    refetchOnWindowFocus: poll,
  });
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewLinkPayload) => paymentLinksApi.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  });
}

export function usePaymentLinkMutations(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
  return {
    update: useMutation({ mutationFn: (patch: LinkPatch) => paymentLinksApi.update(id, patch), onSuccess }),
    remove: useMutation({ mutationFn: () => paymentLinksApi.remove(id), onSuccess }),
    share: useMutation({ mutationFn: (email: string) => paymentLinksApi.share(id, email) }),
  };
}
