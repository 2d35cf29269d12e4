import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import type { StaffContext } from '../auth/staff-guard.ts';
import { sendDecisionMail } from './validation-mails.ts';
import {
  insertDecision,
  listCurrentDocuments,
  lockMerchant,
  setDocumentsStatus,
  setLiveShopsSuspended,
  updateMerchantRow,
} from './validation-repository.ts';

/** Conformity review: the merchant is in order; documents sent again are accepted. */
export async function clearConformity(
  deps: AppDeps,
  staff: StaffContext,
  merchantId: string,
  reason: string,
  client: ClientInfo,
) {
  await deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, merchantId);
    if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
    if (!merchant.valid) throw new AppError('MERCHANT_NOT_VALID');
    const now = new Date();
    const pending = (await listCurrentDocuments(tx, merchantId)).filter((d) => d.status === 'SUBMITTED');
    await setDocumentsStatus(
      tx,
      merchantId,
      pending.map((d) => d.id),
      { status: 'ACCEPTED', decidedAt: now, decidedBy: staff.userId },
    );
    await updateMerchantRow(tx, merchantId, { conformityReviewedAt: now });
    await insertDecision(tx, {
      id: newId('vdc'),
      merchantId,
      staffUserId: staff.userId,
      kind: 'CONFORMITY',
      decision: 'CLEARED',
      reason,
    });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'merchant.conformity_cleared',
      merchantId,
      objectType: 'merchant',
      objectId: merchantId,
      before: { conformity_reviewed_at: merchant.conformityReviewedAt },
      after: { conformity_reviewed_at: now, accepted_documents: pending.map((d) => d.id) },
      reason,
      ip: client.ip,
    });
  });
}

/**
 * Suspends a validated merchant, or reinstates a suspended one (reason and password): its live
 * shops are marked in the same transaction, so new live collections, checkouts, payouts and
 * withdrawals are refused with MERCHANT_SUSPENDED at once; balances and history are kept.
 */
export async function setMerchantSuspension(
  deps: AppDeps,
  staff: StaffContext,
  merchantId: string,
  suspend: boolean,
  input: { reason: string; password: string },
  client: ClientInfo,
) {
  await confirmStaffPassword(deps, staff.userId, input.password, client);
  await deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, merchantId);
    if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
    if (suspend && !merchant.valid) throw new AppError('MERCHANT_NOT_VALID');
    if (suspend && merchant.suspendedAt) throw new AppError('MERCHANT_ALREADY_SUSPENDED');
    if (!suspend && !merchant.suspendedAt) throw new AppError('MERCHANT_NOT_SUSPENDED');
    const now = new Date();
    await updateMerchantRow(tx, merchantId, {
      suspendedAt: suspend ? now : null,
      suspensionReason: suspend ? input.reason : null,
      ...(suspend ? {} : { conformityReviewedAt: now }),
    });
    await setLiveShopsSuspended(tx, merchantId, suspend ? now : null);
    await insertDecision(tx, {
      id: newId('vdc'),
      merchantId,
      staffUserId: staff.userId,
      kind: 'CONFORMITY',
      decision: suspend ? 'SUSPENDED' : 'REINSTATED',
      reason: input.reason,
    });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: suspend ? 'merchant.suspended' : 'merchant.reinstated',
      merchantId,
      objectType: 'merchant',
      objectId: merchantId,
      before: { suspended_at: merchant.suspendedAt },
      after: { suspended_at: suspend ? now : null },
      reason: input.reason,
      ip: client.ip,
    });
  });
  await sendDecisionMail(
    deps,
    merchantId,
    suspend ? { kind: 'suspended', reason: input.reason } : { kind: 'reinstated' },
  );
}
