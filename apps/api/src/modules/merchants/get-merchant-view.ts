import type { AdminMerchantView } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toShopView } from '../shops/shop-view.ts';
import { findMerchantShopsAllModes } from '../shops/staff-shops-repository.ts';
import { toAdminMerchantItem } from './admin-merchant-item.ts';
import {
  findDocuments,
  findKeys,
  findRecentActivity,
  findTeam,
  findWebhookEndpoints,
  getMerchantForStaff,
} from './merchants-staff-repository.ts';

const modeOf = (mode: number) => (mode === 1 ? ('LIVE' as const) : ('SANDBOX' as const));

/**
 * `/admin/merchants/view/{id}`: the merchant's profile, shops (both modes), team, documents (names
 * only; staff open them on the validation page), keys (prefix only, never a secret), webhooks and
 * its recent activity.
 */
export async function getMerchantView(db: Db, id: string): Promise<AdminMerchantView> {
  const found = await getMerchantForStaff(db, id);
  if (!found) throw new AppError('MERCHANT_NOT_FOUND');
  const [shops, team, documents, keys, webhooks, activity] = await Promise.all([
    findMerchantShopsAllModes(db, id),
    findTeam(db, id),
    findDocuments(db, id),
    findKeys(db, id),
    findWebhookEndpoints(db, id),
    findRecentActivity(db, id, 30),
  ]);
  return {
    merchant: {
      ...toAdminMerchantItem(found),
      identity: found.merchant.identity ?? null,
      validated_at: found.merchant.validatedAt?.toISOString() ?? null,
    },
    shops: shops.map(toShopView),
    team: team.map(({ user, profileType }) => ({
      _id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      profile: profileType,
      is_active: user.isActive,
    })),
    documents: documents.map((d) => ({
      _id: d.id,
      kind: d.kind,
      filename: d.originalName,
      created_at: d.createdAt.toISOString(),
    })),
    keys: keys.map((k) => ({
      _id: k.id,
      shop: k.shopId,
      prefix: k.prefix,
      mode: modeOf(k.mode),
      status: k.revokedAt ? 'revoked' : 'active',
      last_used_at: k.lastUsedAt?.toISOString() ?? null,
    })),
    webhooks: webhooks.map((w) => ({
      _id: w.id,
      shop: w.shopId,
      url: w.url,
      mode: modeOf(w.mode),
      enabled: w.enabled,
    })),
    activity: activity.map((a) => ({ at: a.at.toISOString(), event: a.event })),
  };
}
