/**
 * Seconds until the next status query after `checks` queries, for collections and payouts alike:
 * quick first, then spaced out.
 */
export const CHECK_DELAYS_SECONDS: readonly number[] = [
  5,
  10,
  20,
  30,
  60,
  120,
  300,
  600,
  1800,
  3600,
  3 * 3600,
  6 * 3600,
  12 * 3600,
];

export function nextCheckDelaySeconds(checks: number): number {
  return CHECK_DELAYS_SECONDS[Math.min(checks, CHECK_DELAYS_SECONDS.length - 1)]!;
}
