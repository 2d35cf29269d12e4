import type { CheckoutPaymentView, CheckoutSessionView } from '@platform/contracts';
import { PAGE_LOCALE_HEADER } from '@platform/domain';
import type { CheckoutLocale } from './router.ts';

export type { CheckoutPaymentView, CheckoutSessionView };

/** An API refusal: its stable code and the message in the customer's language. */
export class CheckoutApiError extends Error {
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
    response = await fetch(`/api/checkout/public${path}`, {
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
    throw new CheckoutApiError(0, 'NETWORK', '');
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    throw new CheckoutApiError(
      response.status,
      typeof data?.code === 'string' ? data.code : 'INTERNAL_ERROR',
      typeof data?.message === 'string' ? data.message : '',
      Array.isArray(data?.details) ? (data.details as { path: string; message: string }[]) : [],
    );
  }
  return data as T;
}

export type MobilePayInput = {
  network: string;
  phoneNumber: string;
  amount?: number;
  otp?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
};

export const checkoutApi = {
  session: (locale: CheckoutLocale, id: string) =>
    call<CheckoutSessionView>(locale, 'GET', `/sessions/${encodeURIComponent(id)}`),
  payMobile: (locale: CheckoutLocale, id: string, input: MobilePayInput) =>
    call<CheckoutPaymentView>(locale, 'POST', `/sessions/${encodeURIComponent(id)}/pay`, {
      ...input,
      locale,
    }),
  payCard: (
    locale: CheckoutLocale,
    id: string,
    input: Omit<MobilePayInput, 'network' | 'phoneNumber' | 'otp'>,
  ) =>
    call<CheckoutPaymentView>(locale, 'POST', `/sessions/${encodeURIComponent(id)}/card`, {
      ...input,
      locale,
    }),
  payment: (locale: CheckoutLocale, id: string, reference: string) =>
    call<CheckoutPaymentView>(
      locale,
      'GET',
      `/sessions/${encodeURIComponent(id)}/payments/${encodeURIComponent(reference)}`,
    ),
  cardReturn: (locale: CheckoutLocale, reference: string) =>
    call<{ session_id: string; payment: CheckoutPaymentView }>(
      locale,
      'GET',
      `/card/${encodeURIComponent(reference)}`,
    ),
};
