import { IDENTITY_DOCUMENT_FIELDS, type IdentityDocumentField } from '@platform/contracts';
import { KYC_MAX_FILE_BYTES, ruleMessage } from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail } from '../../platform/errors/app-error.ts';
import { fileTypeOf } from '../auth/read-identity-form.ts';
import type { UploadedDocument } from '../auth/submit-identity.ts';

const isDocumentField = (name: string): name is IdentityDocumentField =>
  (IDENTITY_DOCUMENT_FIELDS as readonly string[]).includes(name);

/**
 * Reads the /validation form whole (text fields and the documents, image or PDF checked by
 * extension and content): a wrong file is a field error with the spec's message; nothing is
 * stored here. Which fields and documents are required depends on the file's state.
 */
export async function readValidationForm(
  request: FastifyRequest,
): Promise<{ raw: Record<string, string>; documents: UploadedDocument[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const raw: Record<string, string> = {};
  const documents: UploadedDocument[] = [];
  const details: ErrorDetail[] = [];
  for await (const part of request.parts({
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: 2, fields: 30 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') raw[part.fieldname] = part.value;
      continue;
    }
    const data = await part.toBuffer();
    if (!isDocumentField(part.fieldname) || data.length === 0) continue;
    const type = fileTypeOf(part.filename, data);
    if (!type) {
      details.push({ path: part.fieldname, message: ruleMessage(request.locale, 'fileImageOrPdf') });
      continue;
    }
    documents.push({
      field: part.fieldname,
      originalName: part.filename,
      mimeType: type.mime,
      extension: type.extension,
      data,
    });
  }
  if (details.length > 0) throw new AppError('VALIDATION_ERROR', { details });
  return { raw, documents };
}
