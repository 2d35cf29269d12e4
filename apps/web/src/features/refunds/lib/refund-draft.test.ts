import { describe, expect, it } from 'vitest';
import { draftItemError, draftTotal } from './refund-draft.ts';

describe('refund draft', () => {
  it('accepts a whole amount from 1 to what is left to refund', () => {
    expect(draftItemError({ amount: 1, remaining: 10 })).toBeNull();
    expect(draftItemError({ amount: 10, remaining: 10 })).toBeNull();
    expect(draftItemError({ amount: 0, remaining: 10 })).toBe('min');
    expect(draftItemError({ amount: 2.5, remaining: 10 })).toBe('min');
    expect(draftItemError({ amount: 11, remaining: 10 })).toBe('max');
  });
  it('sums the amounts', () => {
    const item = { transaction: 't', reference: 'r', phoneNumber: 'p', reseau: 'mtn', remaining: 9 };
    expect(
      draftTotal([
        { ...item, amount: 4 },
        { ...item, amount: 5 },
      ]),
    ).toBe(9);
  });
});
