import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { createApiKey } from '../api-keys/create-api-key.ts';
import { confirmStaffPassword } from '../auth/confirm-staff-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import type { StaffContext } from '../auth/staff-guard.ts';
import { insertShop } from '../shops/shops-repository.ts';
import { sendDecisionMail } from './validation-mails.ts';
import {
  insertDecision,
  listCurrentDocuments,
  listShopsOfMode,
  lockMerchant,
  setDocumentsStatus,
  updateMerchantRow,
} from './validation-repository.ts';

/**
 * Approves a merchant's file (access-granting: the staff password and a reason). In one
 * transaction, under the merchant's row lock (a second approval finds it decided): the merchant
 * becomes VALID and merchant_valid, its documents ACCEPTED, live shops are created after its
 * sandbox shops' names with one live API key each, the decision and the audit trail are written.
 * The owner is e-mailed after the commit.
 */
export async function approveMerchant(
  deps: AppDeps,
  staff: StaffContext,
  merchantId: string,
  input: { reason: string; password: string },
  client: ClientInfo,
) {
  await confirmStaffPassword(deps, staff.userId, input.password, client);
  const liveShops = await deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, merchantId);
    if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
    if (merchant.status !== 'SUBMITTED') throw new AppError('VALIDATION_NOT_SUBMITTED');
    const now = new Date();
    const documents = await listCurrentDocuments(tx, merchantId);
    const pending = documents.filter((d) => d.status === 'SUBMITTED').map((d) => d.id);
    await setDocumentsStatus(tx, merchantId, pending, {
      status: 'ACCEPTED',
      decidedAt: now,
      decidedBy: staff.userId,
    });
    await updateMerchantRow(tx, merchantId, {
      status: 'VALID',
      valid: true,
      validatedAt: now,
      conformityReviewedAt: now,
    });

    const created: { _id: string; name: string; key_prefix: string }[] = [];
    const existingLive = (await listShopsOfMode(tx, merchantId, 1)).filter((s) => s.status !== 'deleted');
    if (existingLive.length === 0) {
      const sandbox = (await listShopsOfMode(tx, merchantId, 0)).filter((s) => s.status === 'active');
      const names = sandbox.length ? sandbox.map((s) => s.name) : [merchant.businessName];
      for (const [i, name] of names.entries()) {
        const shop = await insertShop(tx, {
          id: newId('shp'),
          merchantId,
          mode: 1,
          name,
          createdAt: new Date(now.getTime() + i),
        });
        const { row } = await createApiKey(tx, { merchantId, shopId: shop.id, mode: 1 });
        created.push({ _id: shop.id, name: shop.name, key_prefix: row.prefix });
      }
    }

    await insertDecision(tx, {
      id: newId('vdc'),
      merchantId,
      staffUserId: staff.userId,
      kind: 'VALIDATION',
      decision: 'APPROVED',
      reason: input.reason,
    });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action: 'merchant.validation_approved',
      merchantId,
      objectType: 'merchant',
      objectId: merchantId,
      before: { status: merchant.status, valid: merchant.valid },
      after: { status: 'VALID', valid: true, live_shops: created.map((s) => s._id) },
      reason: input.reason,
      ip: client.ip,
    });
    return created;
  });
  await sendDecisionMail(deps, merchantId, { kind: 'approved' });
  return liveShops;
}
