import type { MarketFulfilmentStatus } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { marketApi, type ProductPayload, type StorePayload } from './market-api.ts';

export const marketKeys = {
  all: ['market'] as const,
  store: (shop: string) => ['market', 'store', shop] as const,
  products: (shop: string) => ['market', 'products', shop] as const,
  orders: (shop: string, payment: string, status: string) =>
    ['market', 'orders', shop, payment, status] as const,
  order: (id: string) => ['market', 'order', id] as const,
};

export function useMarketStore(shop: string) {
  return useQuery({
    queryKey: marketKeys.store(shop),
    queryFn: () => marketApi.store(shop),
    select: (d) => d.store,
  });
}

export function useMarketProducts(shop: string) {
  return useQuery({
    queryKey: marketKeys.products(shop),
    queryFn: () => marketApi.products(shop),
    select: (d) => d.products,
  });
}

export function useMarketOrders(shop: string, payment: 'paid' | 'all', status?: MarketFulfilmentStatus) {
  return useQuery({
    queryKey: marketKeys.orders(shop, payment, status ?? ''),
    queryFn: () => marketApi.orders(shop, payment, status),
    select: (d) => d.orders,
    refetchInterval: 15_000,
  });
}

export function useMarketOrder(id: string) {
  return useQuery({
    queryKey: marketKeys.order(id),
    queryFn: () => marketApi.order(id),
    select: (d) => d.order,
  });
}

export function useMarketMutations(shop: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: marketKeys.all });
  return {
    saveStore: useMutation({ mutationFn: (body: StorePayload) => marketApi.saveStore(body), onSuccess }),
    createProduct: useMutation({
      mutationFn: (body: ProductPayload) => marketApi.createProduct(shop, body),
      onSuccess,
    }),
    updateProduct: useMutation({
      mutationFn: ({ id, body }: { id: string; body: Partial<ProductPayload> }) =>
        marketApi.updateProduct(id, body),
      onSuccess,
    }),
    removeProduct: useMutation({ mutationFn: (id: string) => marketApi.removeProduct(id), onSuccess }),
    uploadPhoto: useMutation({ mutationFn: (file: File) => marketApi.uploadPhoto(file) }),
  };
}

export function useMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: MarketFulfilmentStatus) => marketApi.moveOrder(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
