import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { normalizeIp } from './normalize-ip.ts';
import { insertPayoutApiRequest } from './payout-api-requests-repository.ts';

/**
 * Stores a merchant's request for payout-API access for one of its shops, with the server IPs to
 * allow. It waits (PENDING) for staff to approve or refuse it; only approved IPs may call.
 */
export async function requestPayoutApiAccess(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1; userId: string },
  input: { shop: string; ips: string[]; usage: string },
) {
  const shop = await getShopForMerchant(db, input.shop, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const ips: string[] = [];
  for (const raw of input.ips) {
    const ip = normalizeIp(raw);
    if (!ip) throw new AppError('INVALID_IP');
    if (!ips.includes(ip)) ips.push(ip);
  }
  return insertPayoutApiRequest(db, {
    id: newId('par'),
    merchantId: ctx.merchantId,
    shopId: shop.id,
    ips,
    usage: input.usage,
    status: 'PENDING',
    createdBy: ctx.userId,
  });
}
