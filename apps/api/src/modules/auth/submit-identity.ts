import type { IdentityDocumentField, IdentityFields } from '@platform/contracts';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { insertKycDocuments } from './kyc-documents-repository.ts';
import { assertStep, resolveSignupTicket } from './signup-ticket.ts';
import { updateMerchant } from './users-repository.ts';

export type UploadedDocument = {
  field: IdentityDocumentField;
  originalName: string;
  mimeType: string;
  extension: string;
  data: Buffer;
};

/**
 * Saves the identity and business details with their documents. Everything was validated before
 * this is called; files are written first and removed again if the database refuses.
 */
export async function submitIdentity(
  deps: AppDeps,
  ticket: string,
  fields: IdentityFields,
  documents: UploadedDocument[],
) {
  const { user, merchant, step } = await resolveSignupTicket(deps.db, ticket);
  assertStep(step, 'identity');
  const stored: string[] = [];
  try {
    for (const doc of documents)
      stored.push(await deps.storage.save(`kyc/${merchant.id}`, doc.extension, doc.data));
    await deps.db.transaction(async (tx) => {
      await insertKycDocuments(
        tx,
        documents.map((doc, i) => ({
          id: newId('doc'),
          merchantId: merchant.id,
          uploadedBy: user.id,
          kind: doc.field,
          originalName: doc.originalName.slice(0, 200),
          mimeType: doc.mimeType,
          sizeBytes: doc.data.length,
          storageKey: stored[i]!,
        })),
      );
      await updateMerchant(tx, merchant.id, {
        identity: { ...fields },
        identitySubmittedAt: new Date(),
        status: 'SUBMITTED',
      });
      await recordAudit(tx, { event: 'signup.identity_submitted', userId: user.id, merchantId: merchant.id });
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key)));
    throw error;
  }
}
