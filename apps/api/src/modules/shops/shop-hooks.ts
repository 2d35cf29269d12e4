/**
 * What runs after a shop row changed (fees, name, state): filled by the composition root
 * (composition/register-hooks.ts), so this module does not import the modules that keep copies
 * of shops (the merchant API's key cache forgets its entries).
 */
export type ShopChangedHook = () => void;

const hooks = new Set<ShopChangedHook>();

export function addShopChangedHook(hook: ShopChangedHook): void {
  hooks.add(hook);
}

export function runShopChangedHooks(): void {
  for (const hook of hooks) hook();
}
