import type { KycDocumentView, ValidationDecisionView, ValidationState } from '@platform/contracts';
import type { DecisionRow, KycDocumentRow, MerchantRow } from './validation-repository.ts';

export function toDocumentView(row: KycDocumentRow): KycDocumentView {
  return {
    _id: row.id,
    kind: row.kind as KycDocumentView['kind'],
    status: row.status as KycDocumentView['status'],
    refusal_reason: row.refusalReason,
    original_name: row.originalName,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    expires_on: row.expiresOn,
    created_at: row.createdAt.toISOString(),
  };
}

/** A decision; `withStaff` false hides the staff member's name from the merchant. */
export function toDecisionView(row: DecisionRow, withStaff: boolean): ValidationDecisionView {
  return {
    _id: row.id,
    kind: row.kind as ValidationDecisionView['kind'],
    decision: row.decision as ValidationDecisionView['decision'],
    reason: row.reason,
    refused_documents: (row.refusedDocuments ?? []).map((d) => ({
      document_id: d.documentId,
      kind: d.kind,
      reason: d.reason,
    })),
    staff: withStaff ? { _id: row.staffUserId, name: row.staffName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** to send, sent, refused, validated: the merchant's status as /validation words it. */
export function validationStateOf(merchant: Pick<MerchantRow, 'status' | 'valid'>): ValidationState {
  if (merchant.valid || merchant.status === 'VALID') return 'VALIDATED';
  if (merchant.status === 'SUBMITTED') return 'SENT';
  if (merchant.status === 'REJECTED') return 'REFUSED';
  return 'TO_SEND';
}
