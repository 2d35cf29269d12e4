import type { Shop } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SHOP_KEY,
  resolveSelectedShop,
  SHOP_SESSION_KEY,
  SHOPS_KEY,
  storedShopSession,
  storeShops,
} from './shop-storage.ts';

const shop = (id: string, status: Shop['status'] = 'active'): Shop => ({
  _id: id,
  name: `Boutique ${id}`,
  mode: 1,
  status,
  without_taxe: false,
  reserve_found: null,
  taxe_reserve_found: null,
  taxe_payout: 170,
  payout_commission: null,
  payout_commission_amount: null,
  taxe_card: 450,
  taxe_collection: 170,
  amount_fixe: false,
  fixe_amount: null,
  created_at: '2025-01-01T10:00:00.000Z',
});

describe('selected shop', () => {
  it('keeps the stored shop while it is active, else takes the first active one', () => {
    const list = [shop('a'), shop('b'), shop('c', 'archived')];
    expect(resolveSelectedShop(list, { _id: 'b' })?._id).toBe('b');
    expect(resolveSelectedShop(list, { _id: 'c' })?._id).toBe('a');
    expect(resolveSelectedShop(list, { _id: 'other-mode' })?._id).toBe('a');
    expect(resolveSelectedShop(list, null)?._id).toBe('a');
    expect(resolveSelectedShop([shop('x', 'archived')], null)).toBeNull();
  });

  it('is stored with its fee fields, beside the list and the first shop', () => {
    const list = [shop('a'), shop('b')];
    storeShops(list, list[1]!);
    expect(JSON.parse(localStorage.getItem(SHOPS_KEY)!)).toHaveLength(2);
    expect(localStorage.getItem(FIRST_SHOP_KEY)).toBe('a');
    const stored = JSON.parse(localStorage.getItem(SHOP_SESSION_KEY)!);
    expect(stored).toMatchObject({ _id: 'b', taxe_payout: 170, taxe_card: 450, taxe_collection: 170 });
    expect(storedShopSession()?._id).toBe('b');
  });
});
