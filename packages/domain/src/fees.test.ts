import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  CARD_FEE_BPS,
  computeCollectionFee,
  computePayoutFee,
  FeeError,
  MAX_BPS,
  OPERATOR_FEE_BPS,
} from './fees.ts';
import { MAX_AMOUNT_EXCLUSIVE, MIN_AMOUNT } from './money.ts';
import { OPERATOR_CODES, type OperatorCode } from './operators.ts';

const amount = fc.bigInt({ min: MIN_AMOUNT, max: MAX_AMOUNT_EXCLUSIVE - 1n });
const bps = fc.integer({ min: 0, max: MAX_BPS });
const operator = fc.constantFrom<OperatorCode | 'card'>(...OPERATOR_CODES, 'card');
const fixed = fc.option(fc.bigInt({ min: 0n, max: 10_000n }), { nil: null });
const shop = fc.record(
  {
    taxe_collection: fc.option(bps, { nil: null }),
    taxe_card: fc.option(bps, { nil: null }),
    without_taxe: fc.boolean(),
    amount_fixe: fc.boolean(),
    fixe_amount: fixed,
  },
  { requiredKeys: [] },
);

const expectFeeError = (fn: () => unknown, code: string) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FeeError);
    expect((error as FeeError).code).toBe(code);
    return;
  }
  throw new Error('expected a FeeError');
};

describe('rates', () => {
  it.each<[OperatorCode, number]>([
    ['mtn', 170],
    ['moov', 170],
    ['celtiis_bj', 170],
    ['moov_tg', 300],
    ['togocom_tg', 300],
    ['orange_ci', 290],
    ['mtn_ci', 290],
    ['moov_ci', 290],
    ['wave_ci', 100],
    ['orange_sn', 190],
    ['free_sn', 190],
    ['wave_sn', 100],
  ])('%s is %i bps', (op, rate) => {
    expect(OPERATOR_FEE_BPS[op]).toBe(rate);
  });

  it('cards are 450 bps', () => {
    expect(CARD_FEE_BPS).toBe(450);
  });
});

describe('applyRate', () => {
  it('rounds up to the next whole franc', () => {
    expect(applyRate(1000n, 170)).toBe(17n);
    expect(applyRate(100n, 170)).toBe(2n); // 1.7 → 2
    expect(applyRate(1n, 170)).toBe(1n); // 0.017 → 1
    expect(applyRate(10_000n, 170)).toBe(170n);
    expect(applyRate(10_001n, 170)).toBe(171n); // 170.017 → 171
    expect(applyRate(5000n, 0)).toBe(0n);
    expect(applyRate(0n, 450)).toBe(0n);
    expect(applyRate(6_999_999_999n, MAX_BPS)).toBe(6_999_999_999n);
  });

  it('equals the exact ceiling of amount × bps / 10 000', () => {
    fc.assert(
      fc.property(amount, bps, (a, r) => {
        const fee = applyRate(a, r);
        // fee is the smallest integer with fee × 10 000 ≥ a × r
        expect(fee * 10_000n >= a * BigInt(r)).toBe(true);
        expect((fee - 1n) * 10_000n < a * BigInt(r)).toBe(true);
      }),
    );
  });

  it('refuses rates that are not whole bps from 0 to 10 000', () => {
    expectFeeError(() => applyRate(100n, 1.5), 'invalid_rate');
    expectFeeError(() => applyRate(100n, -1), 'invalid_rate');
    expectFeeError(() => applyRate(100n, MAX_BPS + 1), 'invalid_rate');
  });
});

describe('computeCollectionFee', () => {
  it('lets the merchant bear the network fee by default', () => {
    expect(computeCollectionFee({ amount: 10_000n, operator: 'mtn', shop: {} })).toEqual({
      amount: 10_000n,
      fee: 170n,
      customerPays: 10_000n,
      merchantReceives: 9_830n,
    });
  });

  it('puts the fee on the customer when without_taxe is set', () => {
    expect(
      computeCollectionFee({ amount: 10_000n, operator: 'moov_tg', shop: { without_taxe: true } }),
    ).toEqual({
      amount: 10_000n,
      fee: 300n,
      customerPays: 10_300n,
      merchantReceives: 10_000n,
    });
  });

  it('uses the shop overrides: taxe_collection for mobile money, taxe_card for cards', () => {
    const overrides = { taxe_collection: 100, taxe_card: 300 };
    expect(computeCollectionFee({ amount: 10_000n, operator: 'orange_sn', shop: overrides }).fee).toBe(100n);
    expect(computeCollectionFee({ amount: 10_000n, operator: 'card', shop: overrides }).fee).toBe(300n);
    expect(computeCollectionFee({ amount: 10_000n, operator: 'card', shop: { taxe_card: null } }).fee).toBe(
      450n,
    );
    expect(computeCollectionFee({ amount: 10_000n, operator: 'mtn', shop: { taxe_collection: 0 } }).fee).toBe(
      0n,
    );
  });

  it('adds the fixed amount only when amount_fixe is set', () => {
    const base = { amount: 10_000n, operator: 'mtn_ci' as const };
    expect(computeCollectionFee({ ...base, shop: { amount_fixe: true, fixe_amount: 50n } }).fee).toBe(340n);
    expect(computeCollectionFee({ ...base, shop: { amount_fixe: false, fixe_amount: 50n } }).fee).toBe(290n);
    expect(computeCollectionFee({ ...base, shop: { amount_fixe: true, fixe_amount: null } }).fee).toBe(290n);
  });

  it('refuses a fee above the amount when the merchant bears it', () => {
    const shopWithFixed = { amount_fixe: true, fixe_amount: 100n };
    expectFeeError(
      () => computeCollectionFee({ amount: 50n, operator: 'mtn', shop: shopWithFixed }),
      'fee_exceeds_amount',
    );
    expect(
      computeCollectionFee({ amount: 50n, operator: 'mtn', shop: { ...shopWithFixed, without_taxe: true } }),
    ).toMatchObject({ fee: 101n, customerPays: 151n, merchantReceives: 50n });
  });

  it('refuses bad input', () => {
    expectFeeError(() => computeCollectionFee({ amount: 0n, operator: 'mtn', shop: {} }), 'invalid_amount');
    expectFeeError(
      () => computeCollectionFee({ amount: MAX_AMOUNT_EXCLUSIVE, operator: 'mtn' }),
      'invalid_amount',
    );
    expectFeeError(
      () => computeCollectionFee({ amount: 100n, operator: 'mtn', shop: { taxe_collection: 1.7 } }),
      'invalid_rate',
    );
    expectFeeError(
      () =>
        computeCollectionFee({
          amount: 100n,
          operator: 'mtn',
          shop: { amount_fixe: true, fixe_amount: -1n },
        }),
      'invalid_fixed_fee',
    );
  });

  it('keeps the books balanced for any amount, network and shop', () => {
    fc.assert(
      fc.property(amount, operator, shop, (a, op, s) => {
        let result: ReturnType<typeof computeCollectionFee>;
        try {
          result = computeCollectionFee({ amount: a, operator: op, shop: s });
        } catch (error) {
          // only a fixed part can push the fee above the amount
          expect((error as FeeError).code).toBe('fee_exceeds_amount');
          expect(s.without_taxe).toBeFalsy();
          expect(s.amount_fixe).toBe(true);
          return;
        }
        const { fee, customerPays, merchantReceives } = result;
        expect(typeof fee).toBe('bigint');
        expect(fee >= 0n).toBe(true);
        expect(result.amount).toBe(a);
        if (s.without_taxe) {
          expect(merchantReceives).toBe(a);
          expect(customerPays - fee).toBe(a);
        } else {
          expect(customerPays).toBe(a);
          expect(merchantReceives + fee).toBe(a);
          expect(merchantReceives >= 0n).toBe(true);
        }
      }),
    );
  });

  it('never takes more than the amount as the rate part, for any rate up to 100 %', () => {
    fc.assert(
      fc.property(amount, bps, operator, fc.boolean(), (a, r, op, withoutTaxe) => {
        const s = { taxe_collection: r, taxe_card: r, without_taxe: withoutTaxe };
        expect(computeCollectionFee({ amount: a, operator: op, shop: s }).fee <= a).toBe(true);
      }),
    );
  });

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(amount, amount, operator, shop, (x, y, op, s) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const onTop = { ...s, without_taxe: true };
        const a = computeCollectionFee({ amount: lo, operator: op, shop: onTop });
        const b = computeCollectionFee({ amount: hi, operator: op, shop: onTop });
        expect(a.fee <= b.fee).toBe(true);
        expect(a.customerPays <= b.customerPays).toBe(true);
        const borne = { ...s, without_taxe: false, amount_fixe: false };
        const c = computeCollectionFee({ amount: lo, operator: op, shop: borne });
        const d = computeCollectionFee({ amount: hi, operator: op, shop: borne });
        expect(c.fee <= d.fee).toBe(true);
        expect(c.merchantReceives <= d.merchantReceives).toBe(true);
      }),
    );
  });
});

describe('computePayoutFee', () => {
  it('charges the network rate by default', () => {
    expect(computePayoutFee({ amount: 10_000n, operator: 'mtn', shop: {} })).toEqual({
      amount: 10_000n,
      fee: 170n,
      totalDebit: 10_170n,
    });
  });

  it('adds the commission rate and the fixed commission to the shop rate', () => {
    const shopFees = { taxe_payout: 100, payout_commission: 50, payout_commission_amount: 25n };
    expect(computePayoutFee({ amount: 10_001n, operator: 'wave_sn', shop: shopFees })).toEqual({
      amount: 10_001n,
      fee: 151n + 25n, // ceil(10 001 × 150 / 10 000) = ceil(150.015) = 151
      totalDebit: 10_001n + 176n,
    });
  });

  it('refuses rates that add up to more than 100 % and negative commissions', () => {
    expectFeeError(
      () =>
        computePayoutFee({
          amount: 100n,
          operator: 'mtn',
          shop: { taxe_payout: 9000, payout_commission: 2000 },
        }),
      'invalid_rate',
    );
    expectFeeError(
      () => computePayoutFee({ amount: 100n, operator: 'mtn', shop: { payout_commission_amount: -1n } }),
      'invalid_fixed_fee',
    );
  });

  it('debits amount + fee, with fee ≥ 0, and is monotonic in the amount', () => {
    const payoutShop = fc.record(
      {
        taxe_payout: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
        payout_commission: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
        payout_commission_amount: fixed,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(amount, amount, fc.constantFrom(...OPERATOR_CODES), payoutShop, (x, y, op, s) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const a = computePayoutFee({ amount: lo, operator: op, shop: s });
        const b = computePayoutFee({ amount: hi, operator: op, shop: s });
        expect(a.fee >= 0n).toBe(true);
        expect(a.totalDebit - a.fee).toBe(lo);
        expect(a.fee <= b.fee).toBe(true);
        expect(a.totalDebit <= b.totalDebit).toBe(true);
      }),
    );
  });
});
