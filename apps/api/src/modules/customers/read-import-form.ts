import { ruleMessage } from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ImportFile } from './import-customers.ts';

/** At most 5 MiB: far more than 5,000 customer rows. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The import form: the `shop` field and one `file`. A missing one is a validation error. */
export async function readImportForm(request: FastifyRequest): Promise<{ shop: string; file: ImportFile }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let shop = '';
  let file: ImportFile | undefined;
  for await (const part of request.parts({
    limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 5 },
  })) {
    if (part.type === 'field') {
      if (part.fieldname === 'shop' && typeof part.value === 'string') shop = part.value.trim();
      continue;
    }
    const data = await part.toBuffer();
    if (part.fieldname === 'file' && data.length > 0) file = { filename: part.filename, data };
  }
  const missing = [...(shop ? [] : ['shop']), ...(file ? [] : ['file'])];
  if (missing.length) {
    throw new AppError('VALIDATION_ERROR', {
      details: missing.map((path) => ({
        path,
        message: ruleMessage(request.locale, path === 'file' ? 'fileSpreadsheet' : 'required'),
      })),
    });
  }
  return { shop, file: file! };
}
