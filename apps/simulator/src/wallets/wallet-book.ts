import { DEFAULT_LIMITS, DEFAULT_WALLET_BALANCE, type WalletLimits } from './limits.ts';

export interface Wallet {
  /** E.164 number (or the raw MSISDN for MTN's sandbox test numbers). */
  readonly msisdn: string;
  balance: bigint;
  /** Debits per UTC day, key 'YYYY-MM-DD'. */
  readonly debitsByDay: Map<string, bigint>;
}

export type DebitRefusal = 'INSUFFICIENT_FUNDS' | 'LIMIT_EXCEEDED';

const DAY_MS = 86_400_000;
let lastDay = { number: Number.NaN, key: '' };

/** 'YYYY-MM-DD' of an instant (UTC), formatted once per day. */
function dayOf(ms: number): string {
  const number = Math.floor(ms / DAY_MS);
  if (number !== lastDay.number)
    lastDay = { number, key: new Date(number * DAY_MS).toISOString().slice(0, 10) };
  return lastDay.key;
}

/** Customer wallets, created on first use. */
export class WalletBook {
  readonly #wallets = new Map<string, Wallet>();

  constructor(
    readonly limits: WalletLimits = DEFAULT_LIMITS,
    readonly defaultBalance: bigint = DEFAULT_WALLET_BALANCE,
  ) {}

  get(msisdn: string): Wallet {
    let wallet = this.#wallets.get(msisdn);
    if (!wallet) {
      const balance = msisdn.endsWith('01') ? 0n : this.defaultBalance;
      wallet = { msisdn, balance, debitsByDay: new Map() };
      this.#wallets.set(msisdn, wallet);
    }
    return wallet;
  }

  set(msisdn: string, balance: bigint): Wallet {
    const wallet = this.get(msisdn);
    wallet.balance = balance;
    return wallet;
  }

  /** Takes money from a customer wallet, within its balance and limits. */
  debit(msisdn: string, amount: bigint, now: number): { ok: true } | { ok: false; reason: DebitRefusal } {
    const wallet = this.get(msisdn);
    if (amount > this.limits.perTransactionMax) return { ok: false, reason: 'LIMIT_EXCEEDED' };
    const day = dayOf(now);
    const today = wallet.debitsByDay.get(day) ?? 0n;
    if (today + amount > this.limits.dailyDebitMax) return { ok: false, reason: 'LIMIT_EXCEEDED' };
    if (wallet.balance < amount) return { ok: false, reason: 'INSUFFICIENT_FUNDS' };
    wallet.balance -= amount;
    wallet.debitsByDay.set(day, today + amount);
    return { ok: true };
  }

  credit(msisdn: string, amount: bigint): void {
    this.get(msisdn).balance += amount;
  }

  list(): Wallet[] {
    return [...this.#wallets.values()];
  }

  clear(): void {
    this.#wallets.clear();
  }
}
