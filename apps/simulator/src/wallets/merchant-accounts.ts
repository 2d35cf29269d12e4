/**
 * The merchant's own accounts at each simulated operator: collections land on one,
 * payouts are paid from one. MTN keeps two ('collection' and 'disbursement', as its API
 * does); Wave and the generic operators keep one ('main').
 */
export type AccountName = 'collection' | 'disbursement' | 'main';

/** Starting balance of an account that pays out, so payouts work out of the box. */
export const DEFAULT_PAYOUT_FLOAT = 50_000_000n;

export type AccountSeed = Readonly<Record<string, Partial<Record<AccountName, bigint | number>>>>;

export class MerchantAccounts {
  readonly #balances = new Map<string, bigint>();

  constructor(readonly seed: AccountSeed = {}) {
    this.reset();
  }

  balance(operator: string, account: AccountName): bigint {
    const key = `${operator}:${account}`;
    let value = this.#balances.get(key);
    if (value === undefined) {
      value = account === 'collection' ? 0n : DEFAULT_PAYOUT_FLOAT;
      this.#balances.set(key, value);
    }
    return value;
  }

  set(operator: string, account: AccountName, amount: bigint): void {
    this.#balances.set(`${operator}:${account}`, amount);
  }

  credit(operator: string, account: AccountName, amount: bigint): void {
    this.set(operator, account, this.balance(operator, account) + amount);
  }

  /** False (and nothing moves) when the account is short. */
  debit(operator: string, account: AccountName, amount: bigint): boolean {
    const current = this.balance(operator, account);
    if (current < amount) return false;
    this.set(operator, account, current - amount);
    return true;
  }

  list(): { operator: string; account: string; balance: bigint }[] {
    return [...this.#balances.entries()].map(([key, balance]) => {
      const [operator = '', account = ''] = key.split(':');
      return { operator, account, balance };
    });
  }

  reset(): void {
    this.#balances.clear();
    for (const [operator, accounts] of Object.entries(this.seed)) {
      for (const [account, amount] of Object.entries(accounts)) {
        if (amount !== undefined) this.set(operator, account as AccountName, BigInt(amount));
      }
    }
  }
}
