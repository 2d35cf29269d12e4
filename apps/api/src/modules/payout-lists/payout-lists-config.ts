import { OPERATOR_CODES, type OperatorCode } from '@platform/domain';

export type PayoutListsConfig = {
  /** Rows handed to the payouts module per second and per operator. */
  rateFor: (network: OperatorCode) => number;
  /** Time between two runs of a list's execution job. */
  tickMs: number;
  /** A RUNNING list whose job wrote no heartbeat for this long is resumed by the watchdog. */
  stallSeconds: number;
  /** How often the watchdog looks. */
  watchdogMs: number;
};

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
  return n;
}

/**
 * From the environment: PAYOUT_LIST_RATE_PER_SECOND (default 20 rows per second per operator),
 * PAYOUT_LIST_RATE_<OPERATOR> to override one operator (e.g. PAYOUT_LIST_RATE_MTN=50,
 * PAYOUT_LIST_RATE_WAVE_CI=10), PAYOUT_LIST_TICK_MS (1000), PAYOUT_LIST_STALL_SECONDS (15),
 * PAYOUT_LIST_WATCHDOG_MS (5000).
 */
export function loadPayoutListsConfig(env: NodeJS.ProcessEnv = process.env): PayoutListsConfig {
  const base = positiveInt(env.PAYOUT_LIST_RATE_PER_SECOND, 20, 'PAYOUT_LIST_RATE_PER_SECOND');
  const rates = new Map<OperatorCode, number>();
  for (const code of OPERATOR_CODES) {
    const name = `PAYOUT_LIST_RATE_${code.toUpperCase()}`;
    rates.set(code, positiveInt(env[name], base, name));
  }
  return {
    rateFor: (network) => rates.get(network) ?? base,
    tickMs: positiveInt(env.PAYOUT_LIST_TICK_MS, 1_000, 'PAYOUT_LIST_TICK_MS'),
    stallSeconds: positiveInt(env.PAYOUT_LIST_STALL_SECONDS, 15, 'PAYOUT_LIST_STALL_SECONDS'),
    watchdogMs: positiveInt(env.PAYOUT_LIST_WATCHDOG_MS, 5_000, 'PAYOUT_LIST_WATCHDOG_MS'),
  };
}
