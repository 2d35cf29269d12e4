import { localizeIssue } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CheckoutSessionRow } from './checkout-repository.ts';

/** The transaction source of a session's payments (the merchant API's hosted checkout: checkout). */
export function transactionSourceOf(session: CheckoutSessionRow): string {
  return session.sourceKind === 'api' ? 'checkout' : session.sourceKind;
}

/** The amount to pay: the session's, or the one the customer typed when the session leaves it open. */
export function amountToPay(session: CheckoutSessionRow, typed: bigint | undefined): bigint {
  if (session.amount !== null) return session.amount;
  if (typed === undefined) throw new AppError('INVALID_AMOUNT');
  return typed;
}

type CustomerInput = {
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
};

/** The customer's details: what they typed, else what the merchant prefilled; required ones checked. */
export function customerOf(session: CheckoutSessionRow, input: CustomerInput, locale: Locale) {
  const firstName = input.first_name || session.customer?.firstName || undefined;
  const lastName = input.last_name || session.customer?.lastName || undefined;
  const email = input.email || session.customer?.email || undefined;
  const missing: string[] = [];
  if (session.collect?.name && !firstName) missing.push('first_name');
  if (session.collect?.name && !lastName) missing.push('last_name');
  if (session.collect?.email && !email) missing.push('email');
  if (missing.length > 0) {
    const message = localizeIssue({ message: 'required', code: 'custom' }, locale);
    throw new AppError('VALIDATION_ERROR', { details: missing.map((path) => ({ path, message })) });
  }
  return { firstName, lastName, email };
}

/** Where an operator or the card processor sends the customer back: our page, in their language. */
export function returnPageUrl(appUrl: string, locale: Locale, page: string): string {
  return `${appUrl}${locale === 'fr' ? '' : `/${locale}`}${page}`;
}

/** What merchants get back in webhooks about the checkout a payment came from. */
export function callbackInfoOf(session: CheckoutSessionRow) {
  return {
    checkout_session: session.id,
    source: { kind: session.sourceKind, id: session.sourceId },
    ...(session.merchantReference ? { order_id: session.merchantReference } : {}),
  };
}
