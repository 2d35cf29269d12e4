import { identityFields } from '@platform/contracts';
import { IMAGE_OR_PDF_EXTENSIONS, KYC_MAX_FILE_BYTES } from '@platform/domain';
import { z } from 'zod';

const MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];

/** png, jpg, jpeg or pdf: by extension, and by type when the browser gives one. */
export function isImageOrPdf(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = (IMAGE_OR_PDF_EXTENSIONS as readonly string[]).includes(extension);
  return extensionOk && (file.type === '' || MIME_TYPES.includes(file.type));
}

/** An identity document as the browser checks it (image or PDF, 5 MiB at most). */
export const kycFile = z
  .instanceof(File, { error: 'required' })
  .refine(isImageOrPdf, { error: 'fileImageOrPdf' })
  .refine((file) => file.size <= KYC_MAX_FILE_BYTES, { error: 'fileTooLarge' });

/** The identity step as the browser checks it: the contract's text fields plus the two documents. */
export const identityForm = identityFields.extend({
  id_document: kycFile,
  business_document: kycFile.nullable().optional(),
});
export type IdentityFormInput = z.input<typeof identityForm>;
export type IdentityFormOutput = z.output<typeof identityForm>;

export const IDENTITY_TEXT_FIELDS = Object.keys(
  identityFields.shape,
) as (keyof typeof identityFields.shape)[];

/** The multipart body of POST /signup/{ticket}/identity. */
export function identityFormData(values: IdentityFormOutput): FormData {
  const form = new FormData();
  for (const field of IDENTITY_TEXT_FIELDS) {
    const value = values[field];
    if (value !== undefined && value !== '') form.append(field, String(value));
  }
  form.append('id_document', values.id_document);
  if (values.business_document) form.append('business_document', values.business_document);
  return form;
}
