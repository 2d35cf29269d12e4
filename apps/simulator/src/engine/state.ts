import type { OperatorCode } from '@platform/domain';
import type { CallbackDispatcher, CallbackRequest } from '../callbacks.ts';
import type { Clock, Scheduler } from '../clock.ts';
import type { MerchantAccounts } from '../wallets/merchant-accounts.ts';
import type { OtpBook } from '../wallets/otp-book.ts';
import type { WalletBook } from '../wallets/wallet-book.ts';
import type { FaultBook } from './faults.ts';
import type { IdempotencyStore } from './idempotency.ts';
import type { TransactionStore } from './store.ts';
import type { SimTransaction } from './types.ts';

export interface SimulatorConfig {
  /** How long a hanging request (ending 03, 'timeout' fault) holds its answer, in simulated ms. */
  hangMs: number;
  /** Delay of the 05/06 endings, in simulated ms. */
  pendingDelayMs: number;
  /** HMAC-SHA256 secret of the generic protocol's X-Signature. */
  callbackSecret: string;
  wave: {
    /** Where checkout webhooks go; none are sent while null. */
    webhookUrl: string | null;
    webhookSecret: string;
    /** Lifetime of a checkout session. */
    sessionTtlMs: number;
  };
  mtn: {
    /** Accepted X-Target-Environment values and the network each stands for ('sandbox': any MTN). */
    environments: Record<string, OperatorCode | null>;
  };
  /** Base URL used in links the simulator hands out (Wave launch URL); else taken from the request. */
  publicUrl: string | null;
}

/** Builds a callback for a final transaction, or null when its protocol sends none. */
export type Notifier = (txn: SimTransaction) => CallbackRequest | null;

/** Everything one simulator instance holds in memory. */
export interface SimulatorState {
  readonly config: SimulatorConfig;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly wallets: WalletBook;
  readonly accounts: MerchantAccounts;
  readonly otps: OtpBook;
  readonly store: TransactionStore;
  readonly faults: FaultBook;
  readonly idempotency: IdempotencyStore;
  readonly callbacks: CallbackDispatcher;
  readonly notifiers: Map<string, Notifier>;
  /** Cancels the scheduled transition of a PENDING transaction, by `operator:reference`. */
  readonly timers: Map<string, () => void>;
  /** Bumped by reset, so work started before it does not touch the new state. */
  generation: number;
  /** Sequence of financial transaction ids. */
  nextFinancialId: number;
}

export const txnKey = (txn: Pick<SimTransaction, 'operator' | 'reference'>) =>
  `${txn.operator}:${txn.reference}`;
