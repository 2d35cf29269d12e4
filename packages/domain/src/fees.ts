import { isValidAmount } from './money.ts';
import type { OperatorCode } from './operators.ts';

/**
 * Fees are in basis points (1 bps = 0.01 %), integers from 0 to MAX_BPS (100 %).
 *
 * THE ROUNDING RULE, the only one: a rate applied to an amount gives
 *   ceil(amount × bps / 10 000)
 * computed on bigint, so a fee is always a whole number of XOF, never rounded down (the
 * platform never under-collects), never negative, and never above the amount for bps ≤ 10 000.
 * Fixed parts (fixe_amount, payout_commission_amount) are added after rounding.
 */
export const MAX_BPS = 10_000;

/** Spec section 9, fee rates by network, converted from percent to basis points. */
export const SPEC_FEE_RATES_BPS = {
  MTN: 170,
  MOOV: 170,
  'MOOV TG': 300,
  'TOGOCOM TG': 300,
  'ORANGE CI': 290,
  'MTN CI': 290,
  'MOOV CI': 290,
  'ORANGE SN': 190,
  'FREE SN': 190,
  'MOOV BF': 320,
  'ORANGE BF': 390,
  VISA: 450,
  MASTERCARD: 450,
  AMEX: 450,
  'GOOGLE PAY': 450,
  'APPLE PAY': 450,
} as const satisfies Record<string, number>;
export type SpecFeeNetwork = keyof typeof SPEC_FEE_RATES_BPS;

/**
 * Default rate of each operator. MTN and MOOV of the spec are the Benin networks.
 * OUR CHOICES, not the spec's (its table has neither network):
 * - Celtiis Benin: 170 bps, like the other Benin networks;
 * - Wave (CI and SN): 100 bps, in line with the 1 % merchant rate Wave advertises.
 */
export const OPERATOR_FEE_BPS: Readonly<Record<OperatorCode, number>> = {
  mtn: SPEC_FEE_RATES_BPS.MTN,
  moov: SPEC_FEE_RATES_BPS.MOOV,
  celtiis_bj: 170,
  togocom_tg: SPEC_FEE_RATES_BPS['TOGOCOM TG'],
  moov_tg: SPEC_FEE_RATES_BPS['MOOV TG'],
  mtn_ci: SPEC_FEE_RATES_BPS['MTN CI'],
  moov_ci: SPEC_FEE_RATES_BPS['MOOV CI'],
  orange_ci: SPEC_FEE_RATES_BPS['ORANGE CI'],
  wave_ci: 100,
  orange_sn: SPEC_FEE_RATES_BPS['ORANGE SN'],
  free_sn: SPEC_FEE_RATES_BPS['FREE SN'],
  wave_sn: 100,
};

/** Card payments (Visa, Mastercard, Amex, Google Pay, Apple Pay all share the spec's 4.5 %). */
export const CARD_FEE_BPS = SPEC_FEE_RATES_BPS.VISA;

export type FeeErrorCode = 'invalid_amount' | 'invalid_rate' | 'invalid_fixed_fee' | 'fee_exceeds_amount';

/** Raised on inputs a fee cannot be computed from; `code` is stable for the API's error table. */
export class FeeError extends Error {
  readonly code: FeeErrorCode;
  constructor(code: FeeErrorCode, message: string) {
    super(message);
    this.name = 'FeeError';
    this.code = code;
  }
}

export function isValidBps(bps: unknown): bps is number {
  return typeof bps === 'number' && Number.isInteger(bps) && bps >= 0 && bps <= MAX_BPS;
}

function checkBps(bps: number, field: string): bigint {
  if (!isValidBps(bps))
    throw new FeeError('invalid_rate', `${field} must be an integer from 0 to ${MAX_BPS} bps`);
  return BigInt(bps);
}

function checkAmount(amount: bigint): void {
  if (!isValidAmount(amount)) throw new FeeError('invalid_amount', 'amount is out of bounds');
}

function checkFixed(value: bigint | null | undefined, field: string): bigint {
  if (value == null) return 0n;
  if (typeof value !== 'bigint' || value < 0n) {
    throw new FeeError('invalid_fixed_fee', `${field} must be a non-negative bigint`);
  }
  return value;
}

/** The rounding rule: ceil(amount × bps / 10 000), for amount ≥ 0 and a valid bps. */
export function applyRate(amount: bigint, bps: number): bigint {
  if (amount < 0n) throw new FeeError('invalid_amount', 'amount must not be negative');
  const rate = checkBps(bps, 'rate');
  const scale = BigInt(MAX_BPS);
  return (amount * rate + scale - 1n) / scale;
}

/** The fee fields of a shop (spec section 3) used on collections. Rates in bps. */
export interface CollectionFeeShop {
  /** Overrides the network's rate for mobile money. */
  taxe_collection?: number | null;
  /** Overrides the card rate. */
  taxe_card?: number | null;
  /** true: the customer pays the fee on top of the amount; false: the merchant bears it. */
  without_taxe?: boolean;
  /** true: fixe_amount is added to the fee. */
  amount_fixe?: boolean;
  fixe_amount?: bigint | null;
}

export interface CollectionFee {
  amount: bigint;
  fee: bigint;
  customerPays: bigint;
  merchantReceives: bigint;
}

/** The rate a collection uses: the shop's override when set, else the network's or card default. */
export function collectionRateBps(operator: OperatorCode | 'card', shop: CollectionFeeShop = {}): number {
  const override = operator === 'card' ? shop.taxe_card : shop.taxe_collection;
  if (override != null) return override;
  return operator === 'card' ? CARD_FEE_BPS : OPERATOR_FEE_BPS[operator];
}

/**
 * Fee of a collection of `amount` (what the merchant asks for).
 * fee = applyRate(amount, rate) + (amount_fixe ? fixe_amount : 0).
 * without_taxe: customerPays = amount + fee, merchantReceives = amount;
 * otherwise:    customerPays = amount, merchantReceives = amount − fee, and a fee above the
 *               amount (possible only through a fixed part) is refused with 'fee_exceeds_amount'
 *               rather than leaving the merchant with a negative credit.
 */
export function computeCollectionFee(input: {
  amount: bigint;
  operator: OperatorCode | 'card';
  shop?: CollectionFeeShop;
}): CollectionFee {
  const { amount, operator, shop = {} } = input;
  checkAmount(amount);
  const field = operator === 'card' ? 'taxe_card' : 'taxe_collection';
  checkBps(collectionRateBps(operator, shop), field);
  const fixed = shop.amount_fixe ? checkFixed(shop.fixe_amount, 'fixe_amount') : 0n;
  const fee = applyRate(amount, collectionRateBps(operator, shop)) + fixed;
  if (shop.without_taxe) return { amount, fee, customerPays: amount + fee, merchantReceives: amount };
  if (fee > amount) throw new FeeError('fee_exceeds_amount', 'the fee is larger than the amount');
  return { amount, fee, customerPays: amount, merchantReceives: amount - fee };
}

/** The fee fields of a shop used on payouts. Rates in bps. */
export interface PayoutFeeShop {
  /** Overrides the network's rate for payouts. */
  taxe_payout?: number | null;
  /** A commission rate added to the payout rate. */
  payout_commission?: number | null;
  /** A fixed commission added after rounding. */
  payout_commission_amount?: bigint | null;
}

export interface PayoutFee {
  amount: bigint;
  fee: bigint;
  /** What leaves the merchant's balance: amount + fee. */
  totalDebit: bigint;
}

/**
 * Fee of a payout of `amount` (what the beneficiary receives), always borne by the merchant.
 * rate = (taxe_payout ?? the network's default rate) + (payout_commission ?? 0), both in bps,
 * applied once with the rounding rule; then payout_commission_amount is added.
 */
export function computePayoutFee(input: {
  amount: bigint;
  operator: OperatorCode;
  shop?: PayoutFeeShop;
}): PayoutFee {
  const { amount, operator, shop = {} } = input;
  checkAmount(amount);
  const base = checkBps(shop.taxe_payout ?? OPERATOR_FEE_BPS[operator], 'taxe_payout');
  const commission = checkBps(shop.payout_commission ?? 0, 'payout_commission');
  const rate = Number(base + commission);
  if (rate > MAX_BPS)
    throw new FeeError('invalid_rate', `the payout rates add up to more than ${MAX_BPS} bps`);
  const fee = applyRate(amount, rate) + checkFixed(shop.payout_commission_amount, 'payout_commission_amount');
  return { amount, fee, totalDebit: amount + fee };
}
