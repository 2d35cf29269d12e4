import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountError, isValidAmount, MAX_AMOUNT_EXCLUSIVE, MIN_AMOUNT, parseAmount } from './money.ts';

describe('isValidAmount', () => {
  it('holds from 1 to 6 999 999 999 XOF', () => {
    expect(MIN_AMOUNT).toBe(1n);
    expect(MAX_AMOUNT_EXCLUSIVE).toBe(7_000_000_000n);
    expect(isValidAmount(1n)).toBe(true);
    expect(isValidAmount(6_999_999_999n)).toBe(true);
    expect(isValidAmount(0n)).toBe(false);
    expect(isValidAmount(-5n)).toBe(false);
    expect(isValidAmount(7_000_000_000n)).toBe(false);
  });

  it('refuses numbers: money is bigint', () => {
    expect(isValidAmount(100)).toBe(false);
    expect(isValidAmount('100')).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['100', 100n],
    [' 2500 ', 2500n],
    ['6999999999', 6_999_999_999n],
    [1, 1n],
    [15000, 15000n],
    [42n, 42n],
  ] as const)('reads %s', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
    expect(amountError(input)).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    [null, 'required'],
    ['100.5', 'format'],
    ['100.0', 'format'],
    ['100,5', 'format'],
    ['1 000', 'format'],
    ['1e3', 'format'],
    ['+100', 'format'],
    ['abc', 'format'],
    ['0x10', 'format'],
    [1.5, 'format'],
    [Number.NaN, 'format'],
    [Number.POSITIVE_INFINITY, 'format'],
    ['0', 'betweenMin'],
    ['-5', 'betweenMin'],
    [0, 'betweenMin'],
    [-1, 'betweenMin'],
    [-1e20, 'betweenMin'],
    ['7000000000', 'betweenMax'],
    [7_000_000_000, 'betweenMax'],
    [1e20, 'betweenMax'],
    ['99999999999999999999999', 'betweenMax'],
  ] as const)('refuses %s as %s', (input, error) => {
    expect(parseAmount(input)).toBeNull();
    expect(amountError(input)).toBe(error);
  });

  it('round-trips every valid amount written as digits or as a number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MIN_AMOUNT, max: MAX_AMOUNT_EXCLUSIVE - 1n }), (amount) => {
        expect(parseAmount(amount.toString())).toBe(amount);
        expect(parseAmount(Number(amount))).toBe(amount);
      }),
    );
  });

  it('returns only valid amounts, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (input) => {
        const parsed = parseAmount(input);
        if (parsed !== null) expect(isValidAmount(parsed)).toBe(true);
      }),
    );
  });
});
