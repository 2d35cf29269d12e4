import { useSettings } from '../../settings/api/settings-api.ts';
import { useShops } from '../../shops/shops-context.ts';

export type ShopBrand = { name: string; logo: string | null; color: string | null };

/**
 * A shop's name and logo as its customers see them (the settings' look), for the builders' live
 * previews; the name alone while the settings load or when they cannot be read.
 */
export function useShopBrand(shopId: string): ShopBrand {
  const { shops } = useShops();
  const settings = useSettings();
  const branding = settings.data?.shops.find((shop) => shop._id === shopId);
  const name = branding?.name ?? shops.find((shop) => shop._id === shopId)?.name ?? '';
  return { name, logo: branding?.logo ?? null, color: branding?.brand_color ?? null };
}
