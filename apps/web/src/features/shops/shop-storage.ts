import type { Shop } from '@platform/contracts';

/** localStorage keys of the merchant area (spec section 3); logout removes them. */
export const SHOPS_KEY = 'shops';
export const SHOP_SESSION_KEY = 'shopsession';
export const FIRST_SHOP_KEY = 'first_shop';
export const IN_SANDBOX_KEY = 'in_sandbox';

/** The selected shop as kept between reloads: its id, name, mode and fee fields. */
export type ShopSession = Pick<
  Shop,
  | '_id'
  | 'name'
  | 'mode'
  | 'without_taxe'
  | 'reserve_found'
  | 'taxe_reserve_found'
  | 'taxe_payout'
  | 'payout_commission'
  | 'payout_commission_amount'
  | 'taxe_card'
  | 'taxe_collection'
  | 'amount_fixe'
  | 'fixe_amount'
>;

export function toShopSession(shop: Shop): ShopSession {
  return {
    _id: shop._id,
    name: shop.name,
    mode: shop.mode,
    without_taxe: shop.without_taxe,
    reserve_found: shop.reserve_found,
    taxe_reserve_found: shop.taxe_reserve_found,
    taxe_payout: shop.taxe_payout,
    payout_commission: shop.payout_commission,
    payout_commission_amount: shop.payout_commission_amount,
    taxe_card: shop.taxe_card,
    taxe_collection: shop.taxe_collection,
    amount_fixe: shop.amount_fixe,
    fixe_amount: shop.fixe_amount,
  };
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // storage disabled: the selection lasts until the next reload
  }
}

export function storedShopSession(): ShopSession | null {
  const value = read<ShopSession>(SHOP_SESSION_KEY);
  return value && typeof value._id === 'string' ? value : null;
}

export function storeShopSession(shop: Shop | null): void {
  write(SHOP_SESSION_KEY, shop ? toShopSession(shop) : null);
}

/** Keeps the list, the first active shop's id and the selected shop (with its fees). */
export function storeShops(shops: readonly Shop[], selected: Shop | null): void {
  write(SHOPS_KEY, shops);
  write(FIRST_SHOP_KEY, activeShops(shops)[0]?._id ?? null);
  storeShopSession(selected);
}

/** Mirrors the session's mode (the server holds it) under the spec's client-side key. */
export function storeInSandbox(inSandbox: boolean): void {
  write(IN_SANDBOX_KEY, inSandbox ? 'true' : 'false');
}

export function activeShops(shops: readonly Shop[]): Shop[] {
  return shops.filter((s) => s.status === 'active');
}

/** The shop to work on: the stored one while it is still an active shop of the list, else the first. */
export function resolveSelectedShop(
  shops: readonly Shop[],
  stored: Pick<ShopSession, '_id'> | null,
): Shop | null {
  const active = activeShops(shops);
  return active.find((s) => s._id === stored?._id) ?? active[0] ?? null;
}
