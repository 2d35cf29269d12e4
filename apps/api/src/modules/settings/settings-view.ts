import type { SettingsResponse, ShopBranding } from '@platform/contracts';
import type { MerchantRow } from '../auth/users-repository.ts';
import { notificationPreferences } from './notification-recipients.ts';
import type { MerchantSettingsRow } from './settings-repository.ts';

type ShopRow = {
  id: string;
  name: string;
  mode: number;
  brandColor: string | null;
  logoKey: string | null;
  withoutTaxe: boolean;
  updatedAt: Date;
};

/** The public address of a shop's logo (cache-busted by its last change). */
export const shopLogoUrl = (shop: Pick<ShopRow, 'id' | 'logoKey' | 'updatedAt'>) =>
  shop.logoKey ? `/api/public/shop-logos/${shop.id}?v=${shop.updatedAt.getTime()}` : null;

export function toShopBranding(shop: ShopRow): ShopBranding {
  return {
    _id: shop.id,
    name: shop.name,
    mode: shop.mode,
    brand_color: shop.brandColor,
    logo: shopLogoUrl(shop),
    without_taxe: shop.withoutTaxe,
  };
}

/** A destination shown masked: only the last four characters of an account or a number. */
export function destinationLabel(d: Record<string, string>): string {
  const tail = (v: string | undefined) => (v ? `•••• ${v.slice(-4)}` : '');
  return d.kind === 'bank' ? `${d.bank_name} ${tail(d.iban)}` : `Mobile Money ${d.country} ${tail(d.phone)}`;
}

export function toSettingsView(
  merchant: MerchantRow,
  settings: MerchantSettingsRow | undefined,
  shopRows: ShopRow[],
  canEdit: boolean,
): SettingsResponse {
  const destination = settings?.payoutDestination;
  return {
    business: {
      trade_name: settings?.tradeName ?? merchant.businessName,
      address: settings?.address ?? null,
      country: settings?.country ?? merchant.country,
      support_phone: settings?.supportPhone ?? null,
      support_email: settings?.supportEmail ?? null,
    },
    notifications: notificationPreferences(settings?.notifications),
    payout_destination: destination
      ? { kind: destination.kind as 'bank' | 'wallet', label: destinationLabel(destination) }
      : null,
    shops: shopRows.map(toShopBranding),
    can_edit: canEdit,
  };
}
