/**
 * Test cards of the simulated card processor (the usual ones):
 * - 4242 4242 4242 4242: success;
 * - 4000 0000 0000 3220: 3-D Secure challenge, then success or failure as the tester chooses;
 * - 4000 0000 0000 0002: declined;
 * - 4000 0000 0000 9995: declined, insufficient funds;
 * - any other number passing the Luhn check: success.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  threeDSecure: '4000000000003220',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export type CardPlan = 'success' | '3ds' | 'declined' | 'insufficient_funds';

export function planForCard(number: string): CardPlan {
  if (number === TEST_CARDS.threeDSecure) return '3ds';
  if (number === TEST_CARDS.declined) return 'declined';
  if (number === TEST_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'success';
}

/** Digits only, or null when not 12 to 19 digits passing the Luhn check. */
export function readCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0 ? digits : null;
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (two === 34 || two === 37) return 'AMEX';
  return 'CARD';
}

/** MM/YY (or MM/YYYY) not in the past at `now`. */
export function validExpiry(input: string, now: number): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  const date = new Date(now);
  return year > date.getUTCFullYear() || (year === date.getUTCFullYear() && month >= date.getUTCMonth() + 1);
}
