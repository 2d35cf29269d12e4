import { MARKET_PHOTO_MAX_BYTES, MARKET_PHOTO_WIDTH_PX } from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { loadSharp } from '../../platform/storage/load-sharp.ts';
import { readImageUpload } from '../../platform/storage/read-image-upload.ts';
import { insertPhoto } from './market-repository.ts';
import { marketPhotoUrl } from './market-view.ts';

/**
 * Stores a product photo: png, jpg or jpeg (by name and content), re-encoded as a JPEG at most
 * 800 px wide (light on a 3G phone; also drops any metadata, like the avatar). Anything else
 * changes nothing.
 */
export async function uploadMarketPhoto(
  deps: { db: Db; storage: FileStorage },
  ctx: { merchantId: string },
  request: FastifyRequest,
) {
  const data = await readImageUpload(request, MARKET_PHOTO_MAX_BYTES);
  let resized: Buffer;
  const sharp = await loadSharp();
  try {
    resized = await sharp(data)
      .rotate()
      .resize(MARKET_PHOTO_WIDTH_PX, MARKET_PHOTO_WIDTH_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_FILE_TYPE');
  }
  const storageKey = await deps.storage.save(`market-photos/${ctx.merchantId}`, 'jpg', resized);
  const row = await insertPhoto(deps.db, {
    id: newId('mkf'),
    merchantId: ctx.merchantId,
    storageKey,
    mimeType: 'image/jpeg',
    size: resized.length,
  });
  return { _id: row.id, url: marketPhotoUrl(row.id) };
}
