import type { UpdatePaymentLinkBody } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getPaymentLink } from './get-payment-link.ts';
import { getPaymentLinkForMerchant, updatePaymentLink } from './payment-links-repository.ts';

/** Enable or disable one of the caller's links, or change its title, description or expiry. */
export async function updatePaymentLinkOf(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
  body: UpdatePaymentLinkBody,
  now = new Date(),
) {
  const row = await getPaymentLinkForMerchant(db, id, ctx.merchantId, ctx.mode);
  if (!row) throw new AppError('PAYMENT_LINK_NOT_FOUND');
  const patch: Parameters<typeof updatePaymentLink>[2] = {};
  if (body.enabled !== undefined) patch.enabled = body.enabled;
  if (body.title !== undefined) patch.title = body.title;
  if (body.description !== undefined) patch.description = body.description || null;
  if (body.expires_at !== undefined) {
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError('PAYMENT_LINK_EXPIRY_PAST');
    patch.expiresAt = expiresAt;
  }
  await updatePaymentLink(db, row.id, patch);
  return getPaymentLink(db, ctx, row.id);
}
