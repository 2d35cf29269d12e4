import type { Shop } from '@platform/contracts';
import { createContext, useContext } from 'react';

export type ShopsContextValue = {
  /** False for users without a merchant (staff): no shop calls are made. */
  enabled: boolean;
  /** Shops of the session's mode (active and archived). */
  shops: Shop[];
  active: Shop[];
  selected: Shop | null;
  loading: boolean;
  /** Shop options and the switcher: ADMIN and SUBADMIN profiles. */
  canManage: boolean;
  select: (shop: Shop) => void;
  openCreate: () => void;
  openRename: (shop: Shop) => void;
  openMyShops: () => void;
  openDelete: (shop: Shop) => void;
};

export const ShopsContext = createContext<ShopsContextValue | null>(null);

/**
 * What the shop switchers (the sidebar's block, the top bar's button) say: the selected shop's
 * name, `none` when there is none, and nothing (null: a placeholder) until the shops arrive — not
 * "No shop" for a moment to a merchant who has some.
 */
export function shownShopName(
  { loading, selected }: Pick<ShopsContextValue, 'loading' | 'selected'>,
  none: string,
): string | null {
  if (loading) return null;
  return selected?.name ?? none;
}

export function useShops(): ShopsContextValue {
  const value = useContext(ShopsContext);
  if (!value) throw new Error('useShops must be used inside <ShopsProvider>');
  return value;
}
