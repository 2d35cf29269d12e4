import { QueryClient } from '@tanstack/react-query';

/** The HTTP client already retries reads (spec: 3 times), so queries do not retry on top of it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
