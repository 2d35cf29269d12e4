import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commissionApplies,
  commissionPeriodEnd,
  commissionReversal,
  commissionsOf,
  normalizeReferralCode,
} from './commissions.ts';
import { computeCollectionFee, MAX_BPS } from './fees.ts';
import { MAX_AMOUNT_EXCLUSIVE, MIN_AMOUNT } from './money.ts';
import { OPERATOR_CODES, type OperatorCode } from './operators.ts';

const amount = fc.bigInt({ min: MIN_AMOUNT, max: MAX_AMOUNT_EXCLUSIVE - 1n });
const bps = fc.integer({ min: 0, max: MAX_BPS });
const operator = fc.constantFrom<OperatorCode | 'card'>(...OPERATOR_CODES, 'card');

describe('commissionsOf', () => {
  it('takes the rate of the fee with the one rounding rule', () => {
    // 10 000 XOF on MTN: fee 170; 10 % of it is 17, 20 % is 34.
    expect(
      commissionsOf(170n, [
        { kind: 'agent', bps: 2_000 },
        { kind: 'referral', bps: 1_000 },
      ]),
    ).toEqual([34n, 17n]);
    // ceil: 1 % of 170 is 1.7 → 2.
    expect(commissionsOf(170n, [{ kind: 'referral', bps: 100 }])).toEqual([2n]);
    expect(commissionsOf(0n, [{ kind: 'referral', bps: 1_000 }])).toEqual([0n]);
  });

  it('caps the second share by what the first left', () => {
    expect(
      commissionsOf(1n, [
        { kind: 'agent', bps: 1 },
        { kind: 'referral', bps: 1 },
      ]),
    ).toEqual([1n, 0n]);
    expect(
      commissionsOf(100n, [
        { kind: 'agent', bps: 8_000 },
        { kind: 'referral', bps: 5_000 },
      ]),
    ).toEqual([80n, 20n]);
  });

  it('property: for any amount, network and rates, every commission ≤ the fee and their sum ≤ the fee', () => {
    fc.assert(
      fc.property(amount, operator, bps, bps, (a, op, agentBps, referralBps) => {
        const { fee } = computeCollectionFee({ amount: a, operator: op });
        const shares = commissionsOf(fee, [
          { kind: 'agent', bps: agentBps },
          { kind: 'referral', bps: referralBps },
        ]);
        for (const s of shares) {
          if (s < 0n || s > fee) return false;
        }
        return shares[0]! + shares[1]! <= fee;
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses a rate outside 0…10 000 bps', () => {
    expect(() => commissionsOf(100n, [{ kind: 'agent', bps: 10_001 }])).toThrow();
    expect(() => commissionsOf(100n, [{ kind: 'agent', bps: 1.5 }])).toThrow();
  });
});

describe('commissionReversal', () => {
  it('takes back pro rata, and the partial reversals add up to the commission exactly', () => {
    expect(
      commissionReversal({ commission: 17n, amount: 10_000n, refundedBefore: 0n, refunded: 4_000n }),
    ).toBe(7n);
    expect(
      commissionReversal({ commission: 17n, amount: 10_000n, refundedBefore: 4_000n, refunded: 6_000n }),
    ).toBe(10n);
  });

  it('property: any split of refunds reverses at most the commission, exactly it when all is refunded', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 1_000_000_000n }),
        fc.bigInt({ min: 0n, max: 100_000_000n }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 8 }),
        (total, rawCommission, weights) => {
          const commission = rawCommission > total ? total : rawCommission;
          const sum = weights.reduce((s, w) => s + w, 0);
          let before = 0n;
          let reversed = 0n;
          weights.forEach((w, i) => {
            const part = i === weights.length - 1 ? total - before : (total * BigInt(w)) / BigInt(sum);
            reversed += commissionReversal({
              commission,
              amount: total,
              refundedBefore: before,
              refunded: part,
            });
            before += part;
          });
          return reversed === commission;
        },
      ),
    );
  });
});

describe('periods and codes', () => {
  it('counts months from the validation, clamped to the end of short months', () => {
    expect(commissionPeriodEnd(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(commissionPeriodEnd(new Date('2026-03-15T00:00:00Z'), 12).toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
    const validated = new Date('2026-03-15T00:00:00Z');
    expect(commissionApplies(validated, 12, new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(commissionApplies(validated, 12, new Date('2027-03-15T00:00:00Z'))).toBe(false);
    expect(commissionApplies(null, 12, new Date())).toBe(false);
  });

  it('normalizes codes', () => {
    expect(normalizeReferralCode(' ab12cd34 ')).toBe('AB12CD34');
    expect(normalizeReferralCode('ab-12')).toBeNull();
    expect(normalizeReferralCode(undefined)).toBeNull();
  });
});
