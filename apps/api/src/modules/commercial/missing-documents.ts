import { requiredDocuments } from '../validation/required-documents.ts';
import type { KycDocumentRow } from '../validation/validation-repository.ts';

/**
 * The documents a merchant must still send (what its agent can help with): the back-office's own
 * rule (`requiredDocuments`: the identity document when none stands, and every kind refused).
 */
export function missingDocuments(current: KycDocumentRow[]): string[] {
  return requiredDocuments(current);
}
