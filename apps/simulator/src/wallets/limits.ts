/** Customer wallet rules, in integer XOF. */
export interface WalletLimits {
  /** Largest single debit or credit. */
  readonly perTransactionMax: bigint;
  /** Largest total of debits in one (UTC) day of simulated time. */
  readonly dailyDebitMax: bigint;
}

export const DEFAULT_LIMITS: WalletLimits = {
  perTransactionMax: 2_000_000n,
  dailyDebitMax: 10_000_000n,
};

/** Balance of a wallet created on first use. Numbers ending in 01 start empty. */
export const DEFAULT_WALLET_BALANCE = 5_000_000n;
