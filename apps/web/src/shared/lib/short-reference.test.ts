import { describe, expect, it } from 'vitest';
import { shortReference } from './short-reference.ts';

describe('shortReference', () => {
  it('keeps the type prefix, the start and the end of a long reference', () => {
    expect(shortReference('txn_01m8bmq6jtzty8g7hq561b')).toBe('txn_01m8…hq561b');
    expect(shortReference('pll_01m8bmq8m2t3d07rk1s30k-plr_01m8bmq8m2t3d07rk1s30k_2-1')).toBe(
      'pll_01m8…0k_2-1',
    );
  });

  it('shows short references and foreign ones whole', () => {
    expect(shortReference('po_12345')).toBe('po_12345');
    expect(shortReference('ABC-2025-000017')).toBe('ABC-2025-000017');
    expect(shortReference('MERCHANTREFERENCE-0000000001234')).toBe('MERC…001234');
  });
});
