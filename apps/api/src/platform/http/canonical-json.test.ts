import { afterEach, describe, expect, it, vi } from 'vitest';
import { canonicalJson, compareCodePoints } from './canonical-json.ts';

describe('canonicalJson', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sorts keys by code point, at every depth, bigints as digits', () => {
    const value = { b: 1, B: 2, é: 3, a: { z: 10n, Z: [{ y: 1, x: 2 }] }, '😀': 4, '\uffff': 5 };
    expect(canonicalJson(value)).toBe(
      '{"B":2,"a":{"Z":[{"x":2,"y":1}],"z":"10"},"b":1,"é":3,"\uffff":5,"😀":4}',
    );
  });

  it('gives the same text whatever the locale collation says', () => {
    const value = { amount: 5000n, Amount: 1, ä: 'x', z: 'y', _: null };
    const before = canonicalJson(value);
    // Another locale (or a reversed one): the canonical text must not move.
    vi.spyOn(String.prototype, 'localeCompare').mockImplementation(function (this: string, other: string) {
      return this < other ? 1 : this > other ? -1 : 0;
    });
    expect(canonicalJson(value)).toBe(before);
    expect(before).toBe('{"Amount":1,"_":null,"amount":"5000","z":"y","ä":"x"}');
  });

  it('orders astral characters by code point, not by UTF-16 unit', () => {
    // U+1F600 is above U+FFFF; its first UTF-16 unit (0xD83D) is below 0xFFFF.
    expect(compareCodePoints('😀', '\uffff')).toBeGreaterThan(0);
    expect(compareCodePoints('a', 'ab')).toBeLessThan(0);
    expect(compareCodePoints('ab', 'ab')).toBe(0);
  });
});
