import { type OperatorCode, parseNetwork, ruleMessage } from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { PAYOUT_LIST_MAX_FILE_BYTES } from './payout-list-limits.ts';

export type UploadForm = {
  shop: string;
  name: string | undefined;
  sameNetwork: OperatorCode | null;
  file: { name: string; data: Buffer } | null;
};

/** The upload form: fields shop, name?, same_network?, and one file (at most 20 MiB). */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  let file: UploadForm['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PAYOUT_LIST_MAX_FILE_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname === 'file') file = { name: part.filename ?? '', data };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', { params: { size: PAYOUT_LIST_MAX_FILE_BYTES / (1024 * 1024) } });
    throw error;
  }
  const shop = fields.shop?.trim();
  const details = [];
  if (!shop) details.push({ path: 'shop', message: 'required' });
  if (!file || file.data.length === 0) details.push({ path: 'file', message: 'required' });
  const networkText = fields.same_network?.trim();
  const network = networkText ? parseNetwork(networkText) : undefined;
  if (networkText && !network) details.push({ path: 'same_network', message: 'format' });
  if (details.length > 0) {
    throw new AppError('VALIDATION_ERROR', {
      details: details.map((d) => ({
        path: d.path,
        message: ruleMessage(request.locale, d.message as 'required'),
      })),
    });
  }
  return {
    shop: shop!,
    name: fields.name?.trim() || undefined,
    sameNetwork: network ?? null,
    file,
  };
}
