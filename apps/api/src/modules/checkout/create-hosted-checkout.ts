import type { CreateCheckoutSessionBody } from '@platform/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ApiKeyContext } from '../api-keys/authenticate-api-key.ts';
import { assertShopNotSuspended } from '../shops/assert-shop-not-suspended.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { openCheckoutSession } from './open-checkout-session.ts';

type Input = Omit<CreateCheckoutSessionBody, 'amount'> & { amount?: bigint | undefined };

/**
 * The merchant API's hosted checkout: a session of the key's shop and mode, paid on our page at
 * `checkout_url`; the merchant hears of the payment by webhook (callback_info.checkout_session).
 */
export async function createHostedCheckout(
  deps: Pick<AppDeps, 'db' | 'config'>,
  key: ApiKeyContext,
  input: Input,
) {
  const shop = await getShopForMerchant(deps.db, input.shop, key.merchantId, key.mode);
  if (!shop || shop.id !== key.shopId || shop.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
  assertShopNotSuspended(shop);
  const expiresAt = input.expires_in_minutes
    ? new Date(Date.now() + input.expires_in_minutes * 60_000)
    : undefined;
  const customer = {
    ...(input.first_name ? { firstName: input.first_name } : {}),
    ...(input.last_name ? { lastName: input.last_name } : {}),
    ...(input.email ? { email: input.email } : {}),
  };
  const opened = await deps.db.transaction((tx) =>
    openCheckoutSession(tx, {
      merchantId: key.merchantId,
      shopId: key.shopId,
      mode: key.mode,
      source: { kind: 'api', id: key.keyId },
      amount: input.amount ?? null,
      description: input.description,
      collect: input.collect,
      returnUrl: input.return_url,
      cancelUrl: input.cancel_url,
      expiresAt,
      customer,
      merchantReference: input.order_id,
    }),
  );
  return { id: opened.id, checkout_url: `${deps.config.appUrl}${opened.url}` };
}
