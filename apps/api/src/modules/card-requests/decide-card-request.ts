import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getMerchantById, updateMerchant } from '../auth/users-repository.ts';
import { lockCardRequest, updateCardRequest } from './card-requests-repository.ts';

/**
 * Staff decision on a card-payment request, once, under the row lock. APPROVED turns
 * `merchant.card` on in the same transaction (the checkout offers card methods from the next
 * session on); REFUSED keeps it off, with the reason the merchant sees. Audited before → after.
 */
export async function decideCardRequest(
  db: Db,
  actor: { userId: string; ip?: string | null | undefined },
  id: string,
  decision: 'APPROVED' | 'REFUSED',
  reason: string,
) {
  return db.transaction(async (tx) => {
    const row = await lockCardRequest(tx, id);
    if (!row) throw new AppError('CARD_REQUEST_NOT_FOUND');
    if (row.status !== 'PENDING') throw new AppError('CARD_REQUEST_NOT_PENDING');
    const merchant = await getMerchantById(tx, row.merchantId);
    const updated = await updateCardRequest(tx, id, {
      status: decision,
      decidedAt: new Date(),
      decidedBy: actor.userId,
      decisionNote: reason,
    });
    if (decision === 'APPROVED') await updateMerchant(tx, row.merchantId, { cardEnabled: true });
    await recordStaffAction(tx, {
      staffUserId: actor.userId,
      action: decision === 'APPROVED' ? 'card_request.approved' : 'card_request.refused',
      merchantId: row.merchantId,
      objectType: 'card_request',
      objectId: row.id,
      before: { status: row.status, card: merchant?.cardEnabled ?? false },
      after: { status: decision, card: decision === 'APPROVED' ? true : (merchant?.cardEnabled ?? false) },
      reason,
      ip: actor.ip ?? null,
    });
    return updated;
  });
}
