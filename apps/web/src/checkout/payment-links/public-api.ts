import { PAGE_LOCALE_HEADER } from '@platform/domain';
import type { CheckoutLocale } from '../lib/router.ts';

/** A refusal of the public link/page API: its status and stable code (410 codes say why). */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A call to the public payment-links / payment-pages API in the customer's language. */
export async function publicCall<T>(
  locale: CheckoutLocale,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  let response: Response;
  try {
    response = await fetch(`/api/public${path}`, {
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
    throw new PublicApiError(0, 'NETWORK', '');
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    throw new PublicApiError(
      response.status,
      typeof data?.code === 'string' ? data.code : 'INTERNAL_ERROR',
      typeof data?.message === 'string' ? data.message : '',
    );
  }
  return data as T;
}

export type OpenedLink = {
  link: { _id: string; kind: string; title: string; customer_name: string | null };
  session: { id: string; url: string };
};

export const openLink = (locale: CheckoutLocale, id: string) =>
  publicCall<OpenedLink>(locale, 'POST', `/payment-links/${encodeURIComponent(id)}/open`);

/** Why a link is closed, from its 410 code (the link-expired page shows the matching text). */
export function closedReason(code: string): 'expired' | 'disabled' | 'used' {
  if (code === 'PAYMENT_LINK_DISABLED') return 'disabled';
  if (code === 'PAYMENT_LINK_USED') return 'used';
  return 'expired';
}
