import type { CheckoutMobilePayBody } from '@platform/contracts';
import type { Locale } from '@platform/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { createCollection } from '../collections/create-collection.ts';
import {
  amountToPay,
  callbackInfoOf,
  customerOf,
  returnPageUrl,
  transactionSourceOf,
} from './checkout-context.ts';
import { getCheckoutPayment, getSessionWithShop } from './checkout-repository.ts';
import { toPaymentView } from './checkout-view.ts';
import { assertPayable, claimCheckoutAttempt } from './claim-checkout-attempt.ts';
import { releaseAbandonedCardAttempt } from './release-abandoned-card-attempt.ts';

type PayInput = Omit<CheckoutMobilePayBody, 'amount'> & { amount?: bigint | undefined };

/**
 * The customer pays a session from their wallet: a collection of the session's shop and mode
 * (the network they chose, the phone checked against it), linked to the session in the same
 * database transaction that writes it. Answers what the customer must do next.
 */
export async function payCheckoutByMobile(
  deps: AppDeps & { log: FastifyBaseLogger },
  sessionId: string,
  input: PayInput,
  locale: Locale,
) {
  const context = await getSessionWithShop(deps.db, sessionId);
  if (context?.shop.status !== 'active') throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
  const { session } = context;
  assertPayable(session);
  await releaseAbandonedCardAttempt(deps, session.id);
  const amount = amountToPay(session, input.amount);
  const customer = customerOf(session, input, locale);
  const back = returnPageUrl(deps.config.appUrl, locale, `/checkoutredirect/${session.id}`);
  const row = await createCollection(
    deps,
    {
      merchantId: session.merchantId,
      shopId: session.shopId,
      mode: session.mode === 1 ? 1 : 0,
      source: transactionSourceOf(session),
      locale,
      onInsert: (tx, created) => claimCheckoutAttempt(tx, session.id, created.id, 'mobile'),
    },
    input.network,
    {
      shop: session.shopId,
      amount,
      phoneNumber: input.phoneNumber,
      description: session.description ?? undefined,
      callback_info: callbackInfoOf(session),
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      return_url: back,
      cancel_url: back,
      otp: input.otp,
    },
  );
  return toPaymentView(row, await getCheckoutPayment(deps.db, row.id));
}
