import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { pageImageUrl } from './payment-page-view.ts';
import { insertPageImage } from './payment-pages-repository.ts';

/** A page image may weigh at most 2 MiB. */
export const PAGE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What the first bytes of each accepted type look like: the name alone is not trusted. */
const SIGNATURES: Record<string, { mime: string; magic: number[] }> = {
  png: { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
};

/** The extension and type of a png/jpg/jpeg file whose content matches its name, else null. */
export function imageTypeOf(filename: string, data: Buffer): { extension: string; mime: string } | null {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  const signature = SIGNATURES[extension];
  if (!signature?.magic.every((byte, i) => data[i] === byte)) return null;
  return { extension, mime: signature.mime };
}

/**
 * Reads one image (field `image`) from a multipart request and stores it under the uploads
 * folder: png, jpg or jpeg by name and by content, at most 2 MiB; anything else changes nothing.
 */
export async function uploadPageImage(
  deps: { db: Db; storage: FileStorage },
  ctx: { merchantId: string },
  request: FastifyRequest,
) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file({ limits: { fileSize: PAGE_IMAGE_MAX_BYTES, files: 1 } });
  if (!file) throw new AppError('PAGE_IMAGE_TYPE');
  const data = await file.toBuffer();
  if (file.file.truncated) throw new AppError('FILE_TOO_LARGE', { params: { size: 2 } });
  const type = data.length > 0 ? imageTypeOf(file.filename, data) : null;
  if (!type) throw new AppError('PAGE_IMAGE_TYPE');
  const storageKey = await deps.storage.save(`page-images/${ctx.merchantId}`, type.extension, data);
  const row = await insertPageImage(deps.db, {
    id: newId('img'),
    merchantId: ctx.merchantId,
    storageKey,
    mimeType: type.mime,
    size: data.length,
  });
  return { _id: row.id, url: pageImageUrl(row.id) };
}
