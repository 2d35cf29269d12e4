import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { loadSharp } from '../../platform/storage/load-sharp.ts';
import { readImageUpload } from '../../platform/storage/read-image-upload.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import type { ClientInfo } from '../auth/login.ts';
import { getUserById, updateUser } from '../auth/users-repository.ts';

/** Where a user's avatar lives in storage: its filename is the last part of the key. */
export const avatarKey = (userId: string, filename: string) => `avatars/${userId}/${filename}`;

/**
 * Stores a new avatar: png, jpg or jpeg (by name and content, at most 2 MiB), re-encoded as a
 * 256 px square PNG (which also drops any metadata). Anything else changes nothing.
 */
export async function uploadAvatar(
  deps: AppDeps,
  ctx: MerchantContext,
  request: FastifyRequest,
  client: ClientInfo,
) {
  const data = await readImageUpload(request, AVATAR_MAX_BYTES);
  let resized: Buffer;
  const sharp = await loadSharp();
  try {
    resized = await sharp(data)
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_FILE_TYPE');
  }
  const key = await deps.storage.save(`avatars/${ctx.userId}`, 'png', resized);
  const filename = key.split('/').pop()!;
  const previous = (await getUserById(deps.db, ctx.userId))?.avatarFilename;
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, ctx.userId, { avatarFilename: filename });
    await recordAudit(tx, {
      event: 'profile.avatar_changed',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
    });
  });
  if (previous) await deps.storage.remove(avatarKey(ctx.userId, previous));
  return filename;
}
