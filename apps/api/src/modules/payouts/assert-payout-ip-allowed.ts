import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { normalizeIp } from './normalize-ip.ts';
import { findApprovedPayoutApiRequests } from './payout-api-requests-repository.ts';

/**
 * The payout API's allow-list: the caller's IP must be among the IPs of an APPROVED access
 * request of the key's merchant and shop, in either mode; otherwise 403 IP_NOT_ALLOWED.
 */
export async function assertPayoutIpAllowed(
  db: Db,
  scope: { merchantId: string; shopId: string },
  ip: string,
) {
  const caller = normalizeIp(ip);
  const approved = await findApprovedPayoutApiRequests(db, scope.merchantId, scope.shopId);
  const allowed = approved.some((row) => row.ips.some((listed) => normalizeIp(listed) === caller));
  if (!caller || !allowed) throw new AppError('IP_NOT_ALLOWED', { params: { ip } });
}
