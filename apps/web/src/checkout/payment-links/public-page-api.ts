import type { PublicPageResponse } from '@platform/contracts';
import type { CheckoutLocale } from '../lib/router.ts';
import { publicCall } from './public-api.ts';

export type PublicPage = PublicPageResponse['page'];

export const publicPagesApi = {
  get: (locale: CheckoutLocale, id: string) =>
    publicCall<PublicPageResponse>(locale, 'GET', `/payment-pages/${encodeURIComponent(id)}`),
  open: (locale: CheckoutLocale, id: string, choice: { item?: string; amount?: string }) =>
    publicCall<{ session: { id: string; url: string } }>(
      locale,
      'POST',
      `/payment-pages/${encodeURIComponent(id)}/open`,
      choice,
    ),
};
