import { describe, expect, it } from 'vitest';
import type { CheckoutSessionView } from '../lib/api.ts';
import { totalFor } from './fee-summary.tsx';

const session = (feePaidBy: 'customer' | 'merchant', fixed = 0) =>
  ({ fee_paid_by: feePaidBy, fee_rule: { fixed } }) as unknown as CheckoutSessionView;

describe('what the customer pays', () => {
  it('rounds the fee up like the server (ceil of amount × bps / 10 000), plus the fixed part', () => {
    expect(totalFor(session('customer'), 10_000, 170)).toEqual({ fee: 170, total: 10_170 });
    expect(totalFor(session('customer'), 101, 170)).toEqual({ fee: 2, total: 103 });
    expect(totalFor(session('customer', 25), 10_000, 450)).toEqual({ fee: 475, total: 10_475 });
  });

  it('is the amount alone when the merchant bears the fee', () => {
    expect(totalFor(session('merchant'), 10_000, 170)).toEqual({ fee: 170, total: 10_000 });
  });
});
