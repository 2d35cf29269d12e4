import type { CheckoutCardPayBody } from '@platform/contracts';
import { computeCollectionFee, FeeError, type Locale, normalizePhone } from '@platform/domain';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { applyOperatorResult } from '../collections/apply-operator-result.ts';
import { collectRequestOf } from '../collections/collect-request.ts';
import { RESUBMIT_AFTER_SECONDS } from '../collections/collection-states.ts';
import { insertTransaction, insertTransactionEvent } from '../collections/transactions-repository.ts';
import { nextCheckDelaySeconds } from '../operators/check-schedule.ts';
import { assertShopNotSuspended } from '../shops/assert-shop-not-suspended.ts';
import {
  amountToPay,
  callbackInfoOf,
  customerOf,
  returnPageUrl,
  transactionSourceOf,
} from './checkout-context.ts';
import { getCheckoutPayment, getSessionWithShop, updateCheckoutPayment } from './checkout-repository.ts';
import { toPaymentView } from './checkout-view.ts';
import { assertPayable, claimCheckoutAttempt } from './claim-checkout-attempt.ts';
import { releaseAbandonedCardAttempt } from './release-abandoned-card-attempt.ts';

type PayInput = Omit<CheckoutCardPayBody, 'amount'> & { amount?: bigint | undefined };

/** The hosted card page in the customer's language. */
export function withLang(url: string, locale: Locale): string {
  const parsed = new URL(url);
  parsed.searchParams.set('lang', locale);
  return parsed.toString();
}

/**
 * The customer pays a session by card: a CARD collection (card fee: taxe_card or 4.5 %) is
 * written and linked to the session, then the card processor creates its payment and gives the
 * hosted page where the customer types the card (our pages never see a card number). The
 * processor sends the customer back to `/checkout/card/{reference}`.
 */
export async function payCheckoutByCard(
  deps: AppDeps & { log: FastifyBaseLogger },
  sessionId: string,
  input: PayInput,
  locale: Locale,
) {
  const context = await getSessionWithShop(deps.db, sessionId);
  if (context?.shop.status !== 'active') throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
  assertShopNotSuspended(context.shop);
  const { session, shop, merchant } = context;
  assertPayable(session);
  await releaseAbandonedCardAttempt(deps, session.id);
  if (!merchant.cardEnabled) throw new AppError('CARD_PAYMENT_UNAVAILABLE');
  const amount = amountToPay(session, input.amount);
  const customer = customerOf(session, input, locale);
  const phone = input.phoneNumber ? normalizePhone(input.phoneNumber) : null;
  if (input.phoneNumber && !phone) throw new AppError('INVALID_PHONE_NUMBER');
  let fee: ReturnType<typeof computeCollectionFee>;
  try {
    fee = computeCollectionFee({
      amount,
      operator: 'card',
      shop: {
        taxe_card: shop.taxeCard,
        without_taxe: shop.withoutTaxe,
        amount_fixe: shop.amountFixe,
        fixe_amount: shop.fixeAmount,
      },
    });
  } catch (error) {
    if (error instanceof FeeError) throw new AppError('INVALID_AMOUNT');
    throw error;
  }

  const id = newId('txn');
  const source = transactionSourceOf(session);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertTransaction(tx, {
      id,
      reference: id,
      merchantId: session.merchantId,
      shopId: session.shopId,
      mode: session.mode,
      type: 'CARD',
      source,
      operator: 'card',
      phoneNumber: phone ? phone.e164.replace(/^\+/, '') : '',
      amount: fee.amount,
      fee: fee.fee,
      customerPays: fee.customerPays,
      merchantReceives: fee.merchantReceives,
      description: session.description,
      callbackInfo: callbackInfoOf(session),
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      email: customer.email ?? null,
      returnUrl: returnPageUrl(deps.config.appUrl, locale, `/checkout/card/${id}`),
      cancelUrl: session.cancelUrl,
      locale,
      nextCheckAt: new Date(Date.now() + Math.max(RESUBMIT_AFTER_SECONDS, nextCheckDelaySeconds(0)) * 1000),
    });
    await insertTransactionEvent(tx, id, 'created', {
      source,
      amount: String(fee.amount),
      fee: String(fee.fee),
    });
    await claimCheckoutAttempt(tx, session.id, id, 'card');
    return created;
  });

  let current = row;
  try {
    const adapter = deps.operators('card', session.mode === 1 ? 1 : 0);
    const result = await adapter.collect(collectRequestOf(row, deps.config.appUrl));
    current = (await applyOperatorResult(deps.db, row, result, 'operator.collect')) ?? row;
  } catch (error) {
    deps.log.error(
      { err: error, transaction: row.id },
      'card payment: processor call or its recording failed',
    );
  }
  const view = toPaymentView(current, await getCheckoutPayment(deps.db, row.id));
  if (view.action?.type === 'redirect')
    view.action = { type: 'redirect', url: withLang(view.action.url, locale) };
  return view;
}

/** Keeps what the processor says about the card: token, brand, last 4 digits (never the number). */
export async function recordCardDetails(
  deps: Pick<AppDeps, 'db'>,
  transactionId: string,
  card: { token: string; brand: string; last4: string } | undefined,
) {
  if (!card) return;
  await updateCheckoutPayment(deps.db, transactionId, {
    cardToken: card.token,
    cardBrand: card.brand,
    cardLast4: card.last4,
  });
}
