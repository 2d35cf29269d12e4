import { describe, expect, it } from 'vitest';
import { isValidShopName, SHOP_NAME_MAX_WORDS, shopNameError } from './shop-name.ts';

const words = (n: number) => Array.from({ length: n }, () => 'mot').join(' ');

describe('isValidShopName', () => {
  it.each([
    'Boutique',
    "Épicerie de l'Ouest",
    'Épicerie de l’Ouest',
    'Chez Awa, Fils.',
    'Saint-Louis',
    'Ab',
    'Ɖɔkpɔ ẹ́', // Fon and Yoruba letters with a combining tone mark
    'Boutique'.normalize('NFD'),
  ])('accepts %j', (name) => {
    expect(isValidShopName(name)).toBe(true);
  });

  it.each([
    ['a single character', 'A'],
    ['a digit', 'Shop1'],
    ['two spaces in a row', 'a  b'],
    ['a leading space', ' Boutique'],
    ['a trailing space', 'Boutique '],
    ['a tab', 'Ma\tBoutique'],
    ['a symbol', 'Shop & Co'],
    ['no letter at all', '--'],
    ['an empty string', ''],
  ])('rejects %s', (_label, name) => {
    expect(isValidShopName(name)).toBe(false);
  });

  it(`accepts ${SHOP_NAME_MAX_WORDS} words and rejects ${SHOP_NAME_MAX_WORDS + 1}`, () => {
    expect(SHOP_NAME_MAX_WORDS).toBe(30);
    expect(isValidShopName(words(30))).toBe(true);
    expect(isValidShopName(words(31))).toBe(false);
  });
});

describe('shopNameError', () => {
  it('is required when empty or only whitespace', () => {
    expect(shopNameError('')).toBe('required');
    expect(shopNameError('   ')).toBe('required');
    expect(shopNameError(undefined)).toBe('required');
  });

  it('is format when the pattern fails', () => {
    expect(shopNameError('A')).toBe('format');
    expect(shopNameError('Shop1')).toBe('format');
    expect(shopNameError(' Boutique')).toBe('format');
    expect(shopNameError(words(31))).toBe('format');
  });

  it('is null for a valid name', () => {
    expect(shopNameError("Épicerie de l'Ouest")).toBeNull();
  });
});
