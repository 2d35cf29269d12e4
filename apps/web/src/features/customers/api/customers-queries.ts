import type { CreateCustomerBody, UpdateCustomerBody } from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CustomerListParams, customersApi } from './customers-api.ts';

/** Query keys of the customers area (a shop belongs to one mode, so the shop id scopes the lists). */
export const customerKeys = {
  all: ['customers'] as const,
  list: (params: CustomerListParams) => ['customers', 'list', params] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  payments: (id: string, page: number) => ['customers', 'payments', id, page] as const,
};

export function useCustomers(params: CustomerListParams | null) {
  return useQuery({
    queryKey: customerKeys.list(params ?? { shop: '', page: 1, limit: 20 }),
    queryFn: () => customersApi.list(params!),
    enabled: Boolean(params?.shop),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    queryFn: () => customersApi.get(id!),
    enabled: Boolean(id),
    select: (data) => data.customer,
    retry: false,
  });
}

export function useCustomerPayments(id: string, page: number) {
  return useQuery({
    queryKey: customerKeys.payments(id, page),
    queryFn: () => customersApi.payments(id, page),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerMutations(id?: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: CreateCustomerBody) => customersApi.create(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: UpdateCustomerBody) => customersApi.update(id!, body),
      onSuccess: refresh,
    }),
    import: useMutation({
      mutationFn: ({ shop, file }: { shop: string; file: File }) => customersApi.import(shop, file),
      onSuccess: refresh,
    }),
  };
}
