import { isValidAmount } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { insertCheckoutSession } from './checkout-repository.ts';

export type CheckoutSourceKind = 'link' | 'quicklink' | 'page' | 'api' | 'market';

export type OpenCheckoutSessionInput = {
  merchantId: string;
  shopId: string;
  mode: 0 | 1;
  source: { kind: CheckoutSourceKind; id: string };
  /** null: the customer types the amount. */
  amount: bigint | null;
  description?: string | undefined;
  collect?: { name?: boolean; email?: boolean; phone?: boolean } | undefined;
  returnUrl?: string | undefined;
  cancelUrl?: string | undefined;
  expiresAt?: Date | undefined;
  customer?: { firstName?: string; lastName?: string; email?: string } | undefined;
  /** The merchant's own order reference (hosted checkout of the merchant API). */
  merchantReference?: string | undefined;
};

/** Sessions without an expiry of their own close after this (a customer's visit, not a link's life). */
export const DEFAULT_SESSION_TTL_MS = 24 * 3600 * 1000;

const SOURCE_KINDS: readonly CheckoutSourceKind[] = ['link', 'quicklink', 'page', 'api', 'market'];

function checkUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AppError('BAD_REQUEST');
    return url.toString();
  } catch {
    throw new AppError('BAD_REQUEST');
  }
}

/**
 * Opens a checkout session: what one customer is asked to pay, on the public checkout page
 * `/checkout?session=cs_…`. Runs in the caller's transaction (a link or page opens its session
 * with its own writes). The caller has already scoped merchant, shop and mode.
 */
export async function openCheckoutSession(
  tx: Db,
  input: OpenCheckoutSessionInput,
): Promise<{ id: string; url: string }> {
  if (!SOURCE_KINDS.includes(input.source.kind) || !input.source.id) throw new AppError('BAD_REQUEST');
  if (input.amount !== null && !isValidAmount(input.amount)) throw new AppError('INVALID_AMOUNT');
  const now = Date.now();
  if (input.expiresAt && input.expiresAt.getTime() <= now) throw new AppError('CHECKOUT_SESSION_EXPIRED');
  const id = newId('cs');
  const customer = input.customer
    ? Object.fromEntries(Object.entries(input.customer).filter(([, v]) => typeof v === 'string' && v !== ''))
    : null;
  await insertCheckoutSession(tx, {
    id,
    merchantId: input.merchantId,
    shopId: input.shopId,
    mode: input.mode,
    sourceKind: input.source.kind,
    sourceId: input.source.id,
    status: 'open',
    amount: input.amount,
    description: input.description?.trim() || null,
    collect: {
      name: input.collect?.name === true,
      email: input.collect?.email === true,
      phone: input.collect?.phone === true,
    },
    returnUrl: checkUrl(input.returnUrl),
    cancelUrl: checkUrl(input.cancelUrl),
    customer,
    merchantReference: input.merchantReference ?? null,
    expiresAt: input.expiresAt ?? new Date(now + DEFAULT_SESSION_TTL_MS),
  });
  return { id, url: checkoutSessionPath(id) };
}

/** Where the customer pays a session (relative to the web app). */
export function checkoutSessionPath(id: string): string {
  return `/checkout?session=${encodeURIComponent(id)}`;
}
