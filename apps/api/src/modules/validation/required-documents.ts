import { IDENTITY_DOCUMENT_FIELDS, type IdentityDocumentField } from '@platform/contracts';
import type { KycDocumentRow } from './validation-repository.ts';

/**
 * The kinds the merchant must send now: the identity document when there is none standing, and
 * every kind staff refused (the newest document of a kind is the one that counts).
 */
export function requiredDocuments(current: KycDocumentRow[]): IdentityDocumentField[] {
  const latest = new Map<string, KycDocumentRow>();
  for (const doc of current) {
    const seen = latest.get(doc.kind);
    if (!seen || seen.createdAt < doc.createdAt) latest.set(doc.kind, doc);
  }
  return IDENTITY_DOCUMENT_FIELDS.filter((kind) => {
    const doc = latest.get(kind);
    if (kind === 'id_document' && !doc) return true;
    return doc?.status === 'REFUSED';
  });
}
