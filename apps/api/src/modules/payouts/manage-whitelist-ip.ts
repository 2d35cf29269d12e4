import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopById } from '../shops/staff-shops-repository.ts';
import type { StaffActor } from './decide-withdrawal.ts';
import { normalizeIp } from './normalize-ip.ts';
import {
  insertPayoutApiRequest,
  lockLatestApprovedOfShop,
  lockPayoutApiRequest,
  updatePayoutApiRequest,
} from './payout-api-requests-repository.ts';

/**
 * Staff add an IP to a shop's payout-API allow-list: onto the shop's newest APPROVED request,
 * or, when it has none, as a new APPROVED request decided by that staff member. Audited.
 */
export async function addWhitelistIp(
  db: Db,
  actor: StaffActor,
  input: { shop: string; ip: string; reason: string },
) {
  const ip = normalizeIp(input.ip);
  if (!ip) throw new AppError('INVALID_IP');
  const shop = await getShopById(db, input.shop);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return db.transaction(async (tx) => {
    const current = await lockLatestApprovedOfShop(tx, shop.id);
    if (current?.ips.some((listed) => normalizeIp(listed) === ip)) throw new AppError('WHITELIST_IP_EXISTS');
    const row = current
      ? await updatePayoutApiRequest(tx, current.id, { ips: [...current.ips, ip] })
      : await insertPayoutApiRequest(tx, {
          id: newId('par'),
          merchantId: shop.merchantId,
          shopId: shop.id,
          ips: [ip],
          usage: input.reason,
          status: 'APPROVED',
          createdBy: actor.userId,
          decidedBy: actor.userId,
          decidedAt: new Date(),
          decisionNote: input.reason,
        });
    await recordStaffAction(tx, {
      staffUserId: actor.userId,
      action: 'whitelist_ip.added',
      merchantId: shop.merchantId,
      objectType: 'payout_api_request',
      objectId: row!.id,
      before: { ips: current?.ips ?? [] },
      after: { ips: row!.ips },
      reason: input.reason,
      ip: actor.ip ?? null,
    });
    return row!;
  });
}

/** Staff remove an IP from an approved request; a request left without IPs is REVOKED. Audited. */
export async function removeWhitelistIp(
  db: Db,
  actor: StaffActor,
  input: { requestId: string; ip: string; reason: string },
) {
  const ip = normalizeIp(input.ip);
  return db.transaction(async (tx) => {
    const row = await lockPayoutApiRequest(tx, input.requestId);
    if (!row || row.status !== 'APPROVED' || !ip || !row.ips.some((listed) => normalizeIp(listed) === ip))
      throw new AppError('WHITELIST_IP_NOT_FOUND');
    const ips = row.ips.filter((listed) => normalizeIp(listed) !== ip);
    const updated = await updatePayoutApiRequest(
      tx,
      row.id,
      ips.length > 0
        ? { ips }
        : {
            ips: row.ips,
            status: 'REVOKED',
            revokedAt: new Date(),
            decidedBy: actor.userId,
            decisionNote: input.reason,
          },
    );
    await recordStaffAction(tx, {
      staffUserId: actor.userId,
      action: 'whitelist_ip.removed',
      merchantId: row.merchantId,
      objectType: 'payout_api_request',
      objectId: row.id,
      before: { ips: row.ips, status: row.status },
      after: { ips, status: updated!.status },
      reason: input.reason,
      ip: actor.ip ?? null,
    });
    return updated!;
  });
}
