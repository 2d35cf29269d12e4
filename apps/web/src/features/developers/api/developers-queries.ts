import type { CreateWebhookEndpointBody } from '@platform/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keysApi, webhooksApi } from './developers-api.ts';
import type { DeliveryQuery, EndpointPatch } from './developers-types.ts';

/** Query keys of the developers area (keys and endpoints are per shop; the shop is per mode). */
export const developersKeys = {
  all: ['developers'] as const,
  keys: (shop: string) => ['developers', 'keys', shop] as const,
  endpoints: (shop: string) => ['developers', 'endpoints', shop] as const,
  endpoint: (id: string) => ['developers', 'endpoint', id] as const,
  deliveries: (id: string, query: DeliveryQuery) =>
    ['developers', 'endpoint', id, 'deliveries', query] as const,
  delivery: (id: string) => ['developers', 'delivery', id] as const,
};

/** Polls the delivery log while the tab is visible: the server's jobs deliver within seconds. */
export const DELIVERIES_REFRESH_MS = 5_000;

export function useApiKeys(shop: string | undefined) {
  return useQuery({
    queryKey: developersKeys.keys(shop ?? ''),
    queryFn: () => keysApi.list(shop!),
    enabled: Boolean(shop),
  });
}

export function useKeyMutations(shop: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: developersKeys.keys(shop) });
  return {
    create: useMutation({ mutationFn: () => keysApi.create(shop), onSuccess }),
    roll: useMutation({
      mutationFn: ({ id, overlapHours }: { id: string; overlapHours: number }) =>
        keysApi.roll(id, overlapHours),
      onSuccess,
    }),
    revoke: useMutation({ mutationFn: (id: string) => keysApi.revoke(id), onSuccess }),
  };
}

export function useEndpoints(shop: string | undefined) {
  return useQuery({
    queryKey: developersKeys.endpoints(shop ?? ''),
    queryFn: () => webhooksApi.list(shop!),
    enabled: Boolean(shop),
    select: (data) => data.endpoints,
  });
}

/** One endpoint and its counts; `poll` refreshes them like the delivery log. */
export function useEndpoint(id: string | undefined, poll = false) {
  return useQuery({
    queryKey: developersKeys.endpoint(id ?? ''),
    queryFn: () => webhooksApi.get(id!),
    enabled: Boolean(id),
    refetchInterval: poll ? DELIVERIES_REFRESH_MS : false,
  });
}

export function useEndpointMutations(id?: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: developersKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateWebhookEndpointBody) => webhooksApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: EndpointPatch) => webhooksApi.update(id!, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => webhooksApi.remove(id!), onSuccess: refresh }),
    reveal: useMutation({ mutationFn: () => webhooksApi.revealSecret(id!) }),
    roll: useMutation({ mutationFn: () => webhooksApi.rollSecret(id!), onSuccess: refresh }),
    sendTest: useMutation({ mutationFn: () => webhooksApi.sendTest(id!), onSuccess: refresh }),
  };
}

export function useDeliveries(id: string, query: DeliveryQuery) {
  return useInfiniteQuery({
    queryKey: developersKeys.deliveries(id, query),
    queryFn: ({ pageParam }) => webhooksApi.deliveries(id, query, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}

export function useDelivery(id: string | null) {
  return useQuery({
    queryKey: developersKeys.delivery(id ?? ''),
    queryFn: () => webhooksApi.delivery(id!),
    enabled: Boolean(id),
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}

export function useDeliveryMutations(endpointId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: developersKeys.endpoint(endpointId) });
  return {
    resend: useMutation({
      mutationFn: (deliveryId: string) => webhooksApi.resend(deliveryId),
      onSuccess: async (_data, deliveryId) => {
        await refresh();
        await queryClient.invalidateQueries({ queryKey: developersKeys.delivery(deliveryId) });
      },
    }),
    resendFailed: useMutation({
      mutationFn: (period: { from?: string; to?: string }) => webhooksApi.resendFailed(endpointId, period),
      onSuccess: refresh,
    }),
  };
}
