import type { createCardRequestBody } from '@platform/contracts';
import { normalizePhone } from '@platform/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { insertCardRequest } from './card-requests-repository.ts';

export type CreateCardRequestInput = z.output<typeof createCardRequestBody>;

/**
 * Stores a merchant's request for card payments, PENDING until staff decide. Refused when cards
 * are already on, or while another request of the merchant is open.
 */
export async function createCardRequest(db: Db, ctx: MerchantContext, input: CreateCardRequestInput) {
  if (ctx.account.merchant?.cardEnabled) throw new AppError('CARD_ALREADY_ENABLED');
  const phone = normalizePhone(input.phone_number, input.country);
  if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
  const row = await insertCardRequest(db, {
    id: newId('crq'),
    merchantId: ctx.merchantId,
    requestedBy: ctx.userId,
    businessName: input.business_name,
    activity: input.activity,
    country: input.country,
    phoneNumber: `${phone.dialCode}${phone.national}`,
    monthlyVolume: BigInt(input.monthly_volume),
    website: input.website,
    message: input.message,
  });
  if (!row) throw new AppError('CARD_REQUEST_PENDING');
  return row;
}
