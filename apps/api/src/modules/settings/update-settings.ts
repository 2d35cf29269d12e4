import type {
  businessDetailsBody,
  NotificationsBody,
  payoutDestinationBody,
  ShopBrandingBody,
} from '@platform/contracts';
import { LOGO_MAX_PX, type Locale, normalizePhone } from '@platform/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit-repository.ts';
import { verifyPassword } from '../../platform/auth/password-hash.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { sendAccountMail } from '../../platform/mail/account-mail.ts';
import { loadSharp } from '../../platform/storage/load-sharp.ts';
import { readImageUpload } from '../../platform/storage/read-image-upload.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import type { ClientInfo } from '../auth/login.ts';
import {
  getMerchantOwner,
  getMerchantShop,
  updateShopBranding,
  upsertMerchantSettings,
} from './settings-repository.ts';
import { destinationLabel } from './settings-view.ts';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export async function updateBusinessDetails(
  deps: AppDeps,
  ctx: MerchantContext,
  body: z.output<typeof businessDetailsBody>,
  client: ClientInfo,
) {
  if (body.support_phone && !normalizePhone(body.support_phone, body.country)) {
    throw new AppError('INVALID_PHONE_NUMBER');
  }
  await deps.db.transaction(async (tx) => {
    await upsertMerchantSettings(tx, ctx.merchantId, {
      tradeName: body.trade_name,
      address: body.address,
      country: body.country,
      supportPhone: body.support_phone,
      supportEmail: body.support_email,
    });
    await recordAudit(tx, {
      event: 'settings.updated',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: { part: 'business' },
    });
  });
}

export async function updateNotifications(deps: AppDeps, ctx: MerchantContext, body: NotificationsBody) {
  await upsertMerchantSettings(deps.db, ctx.merchantId, { notifications: body });
}

async function shopOf(deps: AppDeps, ctx: MerchantContext, shopId: string) {
  const shop = await getMerchantShop(deps.db, ctx.merchantId, shopId);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return shop;
}

/** A shop's colour and default fee bearer (`without_taxe`: the customer pays no fee on top). */
export async function updateShopSettings(
  deps: AppDeps,
  ctx: MerchantContext,
  shopId: string,
  body: ShopBrandingBody,
  client: ClientInfo,
) {
  const shop = await shopOf(deps, ctx, shopId);
  await deps.db.transaction(async (tx) => {
    await updateShopBranding(tx, shop.id, {
      brandColor: body.brand_color.toLowerCase(),
      withoutTaxe: body.without_taxe,
    });
    await recordAudit(tx, {
      event: 'settings.shop_branding_updated',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: { shop: shop.id, brand_color: body.brand_color, without_taxe: body.without_taxe },
    });
  });
}

/** A shop's logo: png, jpg or jpeg, stored as a PNG at most 512 px wide or high. */
export async function uploadShopLogo(
  deps: AppDeps,
  ctx: MerchantContext,
  shopId: string,
  request: FastifyRequest,
) {
  const shop = await shopOf(deps, ctx, shopId);
  const data = await readImageUpload(request, LOGO_MAX_BYTES);
  let png: Buffer;
  const sharp = await loadSharp();
  try {
    png = await sharp(data)
      .rotate()
      .resize(LOGO_MAX_PX, LOGO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_FILE_TYPE');
  }
  const key = await deps.storage.save(`shop-logos/${shop.id}`, 'png', png);
  await updateShopBranding(deps.db, shop.id, { logoKey: key });
  if (shop.logoKey) await deps.storage.remove(shop.logoKey);
}

/**
 * Sets where withdrawals go by default, after the password; the owner is told by e-mail so a
 * change made by someone else does not go unnoticed.
 */
export async function updatePayoutDestination(
  deps: AppDeps,
  ctx: MerchantContext,
  body: z.output<typeof payoutDestinationBody>,
  client: ClientInfo,
) {
  const { user } = ctx.account;
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError('WRONG_PASSWORD');
  }
  let destination: Record<string, string>;
  if (body.kind === 'bank') {
    destination = {
      kind: 'bank',
      bank_name: body.bank_name,
      account_holder: body.account_holder,
      iban: body.iban,
    };
  } else {
    const phone = normalizePhone(body.phone, body.country);
    if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
    destination = { kind: 'wallet', country: body.country, phone: `${phone.dialCode}${phone.national}` };
  }
  await deps.db.transaction(async (tx) => {
    await upsertMerchantSettings(tx, ctx.merchantId, { payoutDestination: destination });
    await recordAudit(tx, {
      event: 'settings.payout_destination_changed',
      userId: ctx.userId,
      merchantId: ctx.merchantId,
      ...client,
      details: { kind: destination.kind, label: destinationLabel(destination) },
    });
  });
  const owner = await getMerchantOwner(deps.db, ctx.merchantId);
  if (owner) {
    await sendAccountMail(deps, owner.locale as Locale, 'payoutDestination', owner.email, '/settings', {
      label: destinationLabel(destination),
    });
  }
}
