import { describe, expect, it } from 'vitest';
import { feeOf, formatXof } from './format.ts';

describe('checkout money formatting', () => {
  it('rounds fees up like the server (ceil of amount × bps / 10 000) plus the fixed part', () => {
    expect(feeOf(10_000, 170, 0)).toBe(170);
    expect(feeOf(101, 170, 0)).toBe(2);
    expect(feeOf(10_000, 450, 25)).toBe(475);
  });

  it('formats whole F CFA', () => {
    expect(formatXof(10170, 'en')).toMatch(/10,170/);
    expect(formatXof(10170, 'fr').replace(/\s/g, ' ')).toMatch(/10 170/);
  });
});
