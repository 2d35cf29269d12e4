import { identityFields, localizeIssue } from '@platform/contracts';
import { type Locale, ruleMessage } from '@platform/domain';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, type ErrorDetail } from '../../platform/errors/app-error.ts';
import type { UploadedDocument } from '../auth/submit-identity.ts';
import { requiredDocuments } from './required-documents.ts';
import {
  insertDocuments,
  listCurrentDocuments,
  lockMerchant,
  setDocumentsStatus,
  updateMerchantRow,
} from './validation-repository.ts';

const expiresOn = z.union([z.literal(''), z.iso.date({ error: 'format' })]).optional();

type Caller = { merchantId: string; userId: string; locale: Locale };

/**
 * Sends the merchant's validation file from /validation: the identity and business fields and the
 * documents (a re-sent document replaces the refused one). A file to send or refused goes to
 * staff (SUBMITTED); a validated merchant asked for new documents by a conformity review only
 * re-sends those (it stays validated). A file waiting for staff cannot be changed.
 */
export async function submitValidation(
  deps: AppDeps,
  caller: Caller,
  raw: Record<string, string>,
  documents: UploadedDocument[],
) {
  const details: ErrorDetail[] = [];
  const expiry = expiresOn.safeParse(raw.id_document_expires_on);
  if (!expiry.success)
    details.push({ path: 'id_document_expires_on', message: ruleMessage(caller.locale, 'format') });

  const stored: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const merchant = await lockMerchant(tx, caller.merchantId);
      if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
      const current = await listCurrentDocuments(tx, merchant.id);
      const required = requiredDocuments(current);
      const conformityResend = merchant.valid && required.length > 0;
      if (merchant.status === 'SUBMITTED' || (merchant.valid && !conformityResend)) {
        throw new AppError('VALIDATION_LOCKED');
      }
      let fields = merchant.identity ?? null;
      if (!merchant.valid) {
        const parsed = identityFields.safeParse(raw);
        if (parsed.success) fields = { ...parsed.data };
        else
          for (const issue of parsed.error.issues)
            details.push({ path: issue.path.join('.'), message: localizeIssue(issue, caller.locale) });
      }
      const missing = required.filter((kind) => !documents.some((d) => d.field === kind));
      for (const kind of missing)
        details.push({ path: kind, message: ruleMessage(caller.locale, 'required') });
      if (details.length > 0) throw new AppError('VALIDATION_ERROR', { details });

      for (const doc of documents)
        stored.push(await deps.storage.save(`kyc/${merchant.id}`, doc.extension, doc.data));
      const replaced = current.filter((d) => documents.some((doc) => doc.field === d.kind)).map((d) => d.id);
      await setDocumentsStatus(tx, merchant.id, replaced, { status: 'REPLACED' });
      await insertDocuments(
        tx,
        documents.map((doc, i) => ({
          id: newId('doc'),
          merchantId: merchant.id,
          uploadedBy: caller.userId,
          kind: doc.field,
          originalName: doc.originalName.slice(0, 200),
          mimeType: doc.mimeType,
          sizeBytes: doc.data.length,
          storageKey: stored[i]!,
          expiresOn: doc.field === 'id_document' && expiry.data ? expiry.data : null,
        })),
      );
      if (!merchant.valid) {
        await updateMerchantRow(tx, merchant.id, {
          identity: fields,
          identitySubmittedAt: new Date(),
          status: 'SUBMITTED',
        });
      }
      await recordAudit(tx, {
        event: 'signup.identity_submitted',
        userId: caller.userId,
        merchantId: merchant.id,
        details: { from: 'validation', documents: documents.map((d) => d.field) },
      });
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key)));
    throw error;
  }
}
