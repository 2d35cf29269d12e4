import type { MerchantValidationResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { requiredDocuments } from './required-documents.ts';
import { getMerchant, listCurrentDocuments, listDecisions } from './validation-repository.ts';
import { toDecisionView, toDocumentView, validationStateOf } from './validation-view.ts';

/** The merchant's own validation file: state, details, documents with staff's reasons, history. */
export async function getMerchantValidation(db: Db, merchantId: string): Promise<MerchantValidationResponse> {
  const merchant = await getMerchant(db, merchantId);
  if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
  const [documents, decisions] = await Promise.all([
    listCurrentDocuments(db, merchantId),
    listDecisions(db, merchantId),
  ]);
  return {
    state: validationStateOf(merchant),
    business_name: merchant.businessName,
    country: merchant.country,
    identity: merchant.identity ?? null,
    documents: documents.map(toDocumentView),
    decisions: decisions.map((d) => toDecisionView(d, false)),
    suspended: merchant.suspendedAt !== null,
    required_documents: requiredDocuments(documents),
  };
}
