import { addShopChangedHook } from '../shops/shop-hooks.ts';
import { forgetApiKeys } from './api-key-cache.ts';

/** A shop changed: this process's merchant API reads it again (called once by the composition root). */
export function registerApiKeyHooks(): void {
  addShopChangedHook(forgetApiKeys);
}
