import { IDENTITY_DOCUMENT_FIELDS } from '@platform/contracts';

/** The identity documents a merchant has not sent yet (what its agent can help it with). */
export function missingDocuments(uploadedKinds: readonly string[]): string[] {
  return IDENTITY_DOCUMENT_FIELDS.filter((kind) => !uploadedKinds.includes(kind));
}
