import { z } from 'zod';
import { identityForm, kycFile } from '../auth/identity-schema.ts';

/**
 * The /validation form: the sign-up identity step's fields and documents (one model for both),
 * where a document already standing need not be sent again, plus the identity document's expiry.
 */
export const validationForm = identityForm.extend({
  id_document: kycFile.nullable().optional(),
  id_document_expires_on: z.union([z.literal(''), z.iso.date({ error: 'format' })]).optional(),
});
export type ValidationFormInput = z.input<typeof validationForm>;
export type ValidationFormOutput = z.output<typeof validationForm>;

/** Only documents: a validated merchant asked for new ones by a conformity review. */
export const documentsOnlyForm = z.object({
  id_document: kycFile.nullable().optional(),
  business_document: kycFile.nullable().optional(),
  id_document_expires_on: z.union([z.literal(''), z.iso.date({ error: 'format' })]).optional(),
});
export type DocumentsOnlyInput = z.input<typeof documentsOnlyForm>;
export type DocumentsOnlyOutput = z.output<typeof documentsOnlyForm>;

/** The multipart body of POST /api/validation. */
export function validationFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) form.append(key, value);
    else if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  }
  return form;
}
