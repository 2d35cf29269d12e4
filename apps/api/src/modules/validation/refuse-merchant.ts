import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ClientInfo } from '../auth/login.ts';
import type { StaffContext } from '../auth/staff-guard.ts';
import { sendDecisionMail } from './validation-mails.ts';
import {
  insertDecision,
  listCurrentDocuments,
  lockMerchant,
  setDocumentsStatus,
  updateMerchantRow,
} from './validation-repository.ts';

type RefuseInput = { documents: { document_id: string; reason: string }[]; reason: string };

/**
 * Refuses documents with a reason each. On the validation queue (`VALIDATION`) the merchant's
 * file goes back to it (REJECTED) and the documents not refused count as accepted; on conformity
 * (`CONFORMITY`) a validated merchant stays validated and is asked for the refused documents.
 * The merchant sees the reasons on /validation and in an e-mail.
 */
export async function refuseDocuments(
  deps: AppDeps,
  staff: StaffContext,
  merchantId: string,
  kind: 'VALIDATION' | 'CONFORMITY',
  input: RefuseInput,
  client: ClientInfo,
) {
  if (input.documents.length === 0) throw new AppError('VALIDATION_REFUSAL_REASONS');
  const refused = await deps.db.transaction(async (tx) => {
    const merchant = await lockMerchant(tx, merchantId);
    if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
    if (kind === 'VALIDATION' && merchant.status !== 'SUBMITTED')
      throw new AppError('VALIDATION_NOT_SUBMITTED');
    if (kind === 'CONFORMITY' && !merchant.valid) throw new AppError('MERCHANT_NOT_VALID');
    const documents = await listCurrentDocuments(tx, merchantId);
    const now = new Date();
    const list = input.documents.map((r) => {
      const doc = documents.find((d) => d.id === r.document_id);
      if (!doc) throw new AppError('KYC_DOCUMENT_NOT_FOUND');
      return { documentId: doc.id, kind: doc.kind, reason: r.reason };
    });
    for (const r of list) {
      await setDocumentsStatus(tx, merchantId, [r.documentId], {
        status: 'REFUSED',
        refusalReason: r.reason,
        decidedAt: now,
        decidedBy: staff.userId,
      });
    }
    const others = documents
      .filter((d) => d.status === 'SUBMITTED' && !list.some((r) => r.documentId === d.id))
      .map((d) => d.id);
    await setDocumentsStatus(tx, merchantId, others, {
      status: 'ACCEPTED',
      decidedAt: now,
      decidedBy: staff.userId,
    });
    if (kind === 'VALIDATION') await updateMerchantRow(tx, merchantId, { status: 'REJECTED' });
    else await updateMerchantRow(tx, merchantId, { conformityReviewedAt: now });
    await insertDecision(tx, {
      id: newId('vdc'),
      merchantId,
      staffUserId: staff.userId,
      kind,
      decision: 'REFUSED',
      reason: input.reason || null,
      refusedDocuments: list,
    });
    await recordStaffAction(tx, {
      staffUserId: staff.userId,
      action:
        kind === 'VALIDATION' ? 'merchant.validation_refused' : 'merchant.conformity_documents_requested',
      merchantId,
      objectType: 'merchant',
      objectId: merchantId,
      before: { status: merchant.status },
      after: {
        status: kind === 'VALIDATION' ? 'REJECTED' : merchant.status,
        refused_documents: list.map((r) => ({ id: r.documentId, kind: r.kind, reason: r.reason })),
      },
      reason: input.reason || list.map((r) => r.reason).join(' ; '),
      ip: client.ip,
    });
    return list;
  });
  await sendDecisionMail(deps, merchantId, {
    kind: 'refused',
    documents: refused,
    reason: input.reason || null,
  });
}
