import {
  IDENTITY_DOCUMENT_FIELDS,
  type IdentityDocumentField,
  type IdentityFields,
  identityFields,
  localizeIssue,
} from '@platform/contracts';
import { IMAGE_OR_PDF_EXTENSIONS, KYC_MAX_FILE_BYTES, ruleMessage } from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorDetail } from '../../platform/errors/app-error.ts';
import type { UploadedDocument } from './submit-identity.ts';

/** What the first bytes of each accepted type look like: the name alone is not trusted. */
const SIGNATURES: Record<string, { mime: string; magic: number[] }> = {
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  pdf: { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
};

export function fileTypeOf(filename: string, data: Buffer): { extension: string; mime: string } | null {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_OR_PDF_EXTENSIONS as readonly string[]).includes(extension)) return null;
  const signature = SIGNATURES[extension]!;
  if (!signature.magic.every((byte, i) => data[i] === byte)) return null;
  return { extension, mime: signature.mime };
}

const isDocumentField = (name: string): name is IdentityDocumentField =>
  (IDENTITY_DOCUMENT_FIELDS as readonly string[]).includes(name);

/**
 * Reads the identity form (fields and files) whole, then validates it: nothing is stored unless
 * every field and file is right. Files over the limit stop the upload with FILE_TOO_LARGE.
 */
export async function readIdentityForm(
  request: FastifyRequest,
): Promise<{ fields: IdentityFields; documents: UploadedDocument[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const raw: Record<string, string> = {};
  const documents: UploadedDocument[] = [];
  const details: ErrorDetail[] = [];
  const locale = request.locale;
  for await (const part of request.parts({
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: 2, fields: 30 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') raw[part.fieldname] = part.value;
      continue;
    }
    const data = await part.toBuffer();
    if (!isDocumentField(part.fieldname)) continue;
    if (data.length === 0) continue;
    const type = fileTypeOf(part.filename, data);
    if (!type) {
      details.push({ path: part.fieldname, message: ruleMessage(locale, 'fileImageOrPdf') });
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
  const parsed = identityFields.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      details.push({
        path: issue.path.join('.'),
        message: localizeIssue({ ...issue, message: issue.message }, locale),
      });
    }
  }
  if (!documents.some((d) => d.field === 'id_document') && !details.some((d) => d.path === 'id_document')) {
    details.push({ path: 'id_document', message: ruleMessage(locale, 'required') });
  }
  if (details.length > 0 || !parsed.success) throw new AppError('VALIDATION_ERROR', { details });
  return { fields: parsed.data, documents };
}
