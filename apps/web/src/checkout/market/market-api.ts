import type {
  PlaceMarketOrderBody,
  PublicMarketOrderView,
  PublicStorefrontResponse,
} from '@platform/contracts';
import { PAGE_LOCALE_HEADER } from '@platform/domain';
import type { CheckoutLocale } from '../lib/router.ts';

export type Storefront = PublicStorefrontResponse;
export type StoreProduct = PublicStorefrontResponse['products'][number];
export type MarketOrder = PublicMarketOrderView;

/** A refusal of the storefront API: status, stable code, localized message, field details. */
export class MarketApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

async function call<T>(
  locale: CheckoutLocale,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/public/market${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        [PAGE_LOCALE_HEADER]: locale,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new MarketApiError(0, 'NETWORK', '');
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    throw new MarketApiError(
      response.status,
      typeof data?.code === 'string' ? data.code : 'INTERNAL_ERROR',
      typeof data?.message === 'string' ? data.message : '',
      Array.isArray(data?.details) ? (data.details as { path: string; message: string }[]) : [],
    );
  }
  return data as T;
}

const seg = encodeURIComponent;

export const marketApi = {
  store: (locale: CheckoutLocale, slug: string) => call<Storefront>(locale, 'GET', `/stores/${seg(slug)}`),
  order: (locale: CheckoutLocale, slug: string, body: PlaceMarketOrderBody) =>
    call<{ order: { _id: string; path: string }; checkout_url: string }>(
      locale,
      'POST',
      `/stores/${seg(slug)}/orders`,
      body,
    ),
  getOrder: (locale: CheckoutLocale, id: string) =>
    call<{ order: MarketOrder }>(locale, 'GET', `/orders/${seg(id)}`),
};
