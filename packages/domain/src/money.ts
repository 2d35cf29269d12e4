/**
 * Money is an integer number of XOF, a zero-decimal currency, held as bigint; never a float.
 * Spec section 9: an amount is above 0 and below 7,000,000,000 (exclusive).
 */
export const MIN_AMOUNT = 1n;
export const MAX_AMOUNT_EXCLUSIVE = 7_000_000_000n;
export const CURRENCY = 'XOF';

export function isValidAmount(amount: unknown): amount is bigint {
  return typeof amount === 'bigint' && amount >= MIN_AMOUNT && amount < MAX_AMOUNT_EXCLUSIVE;
}

/**
 * Why an entered amount is refused, as a key of the shared rule messages: 'betweenMin' is
 * 'Ce nombre doit être supérieur à 0', 'betweenMax' 'Ce nombre doit être inférieur à {ip}'.
 * Accepted: a safe integer number, or a string of digits with optional surrounding spaces.
 * Refused as 'format': decimals (even 100.0 as a string), signs, exponents, separators, text.
 */
export function amountError(
  input: string | number | bigint | null | undefined,
): 'required' | 'format' | 'betweenMin' | 'betweenMax' | null {
  if (input == null || (typeof input === 'string' && input.trim() === '')) return 'required';
  let value: bigint;
  if (typeof input === 'bigint') {
    value = input;
  } else if (typeof input === 'number') {
    if (!Number.isSafeInteger(input)) {
      if (Number.isFinite(input) && Number.isInteger(input)) return input < 0 ? 'betweenMin' : 'betweenMax';
      return 'format';
    }
    value = BigInt(input);
  } else if (typeof input === 'string') {
    const trimmed = input.trim();
    if (/^-\d+$/.test(trimmed)) return 'betweenMin';
    if (!/^\d+$/.test(trimmed)) return 'format';
    value = BigInt(trimmed);
  } else {
    return 'format';
  }
  if (value < MIN_AMOUNT) return 'betweenMin';
  if (value >= MAX_AMOUNT_EXCLUSIVE) return 'betweenMax';
  return null;
}

/** The amount as bigint, or null when amountError would refuse it. */
export function parseAmount(input: string | number | bigint | null | undefined): bigint | null {
  if (amountError(input) !== null) return null;
  return typeof input === 'string' ? BigInt(input.trim()) : BigInt(input as number | bigint);
}
