import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { StaffActor } from './decide-withdrawal.ts';
import { lockPayoutApiRequest, updatePayoutApiRequest } from './payout-api-requests-repository.ts';

export type PayoutApiDecision = 'APPROVED' | 'REFUSED' | 'REVOKED';

/**
 * Staff decision on a payout-API access request, once, under the row lock: APPROVED turns the
 * allow-list on for its IPs (assertPayoutIpAllowed reads APPROVED requests), REFUSED closes it,
 * REVOKED (an APPROVED one only) takes its IPs off the allow-list at once. Audited before → after.
 */
export async function decidePayoutApiRequest(
  db: Db,
  actor: StaffActor,
  id: string,
  decision: PayoutApiDecision,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const row = await lockPayoutApiRequest(tx, id);
    if (!row) throw new AppError('PAYOUT_API_REQUEST_NOT_FOUND');
    if (decision === 'REVOKED' && row.status !== 'APPROVED')
      throw new AppError('PAYOUT_API_REQUEST_NOT_APPROVED');
    if (decision !== 'REVOKED' && row.status !== 'PENDING')
      throw new AppError('PAYOUT_API_REQUEST_NOT_PENDING');
    const now = new Date();
    const updated = await updatePayoutApiRequest(tx, id, {
      status: decision,
      decidedBy: actor.userId,
      decisionNote: reason,
      ...(decision === 'REVOKED' ? { revokedAt: now } : { decidedAt: now }),
    });
    await recordStaffAction(tx, {
      staffUserId: actor.userId,
      action: `payout_api_request.${decision.toLowerCase()}`,
      merchantId: row.merchantId,
      objectType: 'payout_api_request',
      objectId: row.id,
      before: { status: row.status, ips: row.ips },
      after: { status: decision, ips: row.ips },
      reason,
      ip: actor.ip ?? null,
    });
    return updated!;
  });
}
