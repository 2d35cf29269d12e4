import type { CreateWebhookEndpointBody } from '@platform/contracts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { newWebhookSecret } from './sign-webhook.ts';
import { assertEndpointUrlAllowed } from './target-guard.ts';
import { insertEndpoint } from './webhooks-repository.ts';

/**
 * Adds an endpoint to a shop in the caller's mode. Its address must be public in both modes
 * (unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true in development), and https in live.
 */
export async function createWebhookEndpoint(
  deps: AppDeps,
  ctx: MerchantContext,
  body: CreateWebhookEndpointBody,
) {
  const shop = await getShopForMerchant(deps.db, body.shop, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  await assertEndpointUrlAllowed(body.url, ctx.mode, deps.config.allowPrivateWebhookTargets);
  return insertEndpoint(deps.db, {
    id: newId('whk'),
    merchantId: ctx.merchantId,
    shopId: shop.id,
    mode: ctx.mode,
    url: body.url,
    secret: newWebhookSecret(),
    events: body.events ?? [],
    description: body.description ?? null,
  });
}
