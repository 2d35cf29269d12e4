import type { SearchResults } from '@platform/contracts';
import { apiFetch } from '../../../shared/api/http.ts';

/** The top bar's search of a shop (the session's mode decides live or sandbox). */
export const searchApi = {
  find: (shop: string, q: string) =>
    apiFetch<SearchResults>(`/api/search?shop=${encodeURIComponent(shop)}&q=${encodeURIComponent(q)}`),
};
