import type { OperatorCode } from '@platform/domain';
import type { AccountName } from '../wallets/merchant-accounts.ts';

export type TransactionKind = 'collection' | 'payout';
export type TransactionStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** Why a transaction failed, in the simulator's words; each protocol maps these to its own codes. */
export type FailureReason =
  | 'INSUFFICIENT_FUNDS'
  | 'MERCHANT_INSUFFICIENT_FUNDS'
  | 'PAYER_NOT_FOUND'
  | 'PAYEE_NOT_FOUND'
  | 'REJECTED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'LIMIT_EXCEEDED'
  | 'SERVICE_UNAVAILABLE'
  | 'INVALID_OTP'
  | 'INTERNAL_ERROR';

/** How a transaction ends once the customer (or the operator) has acted. */
export type Settlement =
  | { readonly kind: 'succeed' }
  | { readonly kind: 'fail'; readonly reason: FailureReason };

export type Next =
  | Settlement
  /** Stays PENDING for `delayMs` of simulated time, then settles. */
  | { readonly kind: 'delay'; readonly delayMs: number; readonly settle: Settlement }
  /** Stays PENDING until the control plane approves or refuses. */
  | { readonly kind: 'await' };

/** What the simulated operator does with one request. */
export interface Plan {
  /** Which row of the test table (or of MTN's sandbox numbers) chose this. */
  readonly outcome: string;
  /** Answer 503 and record the transaction as FAILED (SERVICE_UNAVAILABLE). */
  readonly unavailable: boolean;
  /** Hold the HTTP answer past the client's timeout before going on. */
  readonly hang: boolean;
  readonly next: Next;
  /** How many copies of the final callback to send. */
  readonly callbacks: 0 | 1 | 2;
}

/** What the customer is waiting on, while PENDING. */
export type Awaiting = 'customer' | 'otp' | 'delay' | 'hang' | 'checkout' | null;

export interface SimTransaction {
  /** The simulated host: 'mtn', 'wave' or a generic operator code. */
  readonly operator: string;
  /** The network of the customer's number, when known. */
  network: OperatorCode | null;
  readonly kind: TransactionKind;
  readonly reference: string;
  readonly externalId: string | null;
  /** E.164 number, or the raw MSISDN for MTN sandbox numbers; null for an unpaid Wave session. */
  msisdn: string | null;
  readonly amount: bigint;
  readonly currency: string;
  status: TransactionStatus;
  reason: FailureReason | null;
  plan: Plan | null;
  awaiting: Awaiting;
  readonly account: AccountName;
  readonly callbackUrl: string | null;
  financialTransactionId: string | null;
  otp: string | null;
  otpAttemptsLeft: number;
  readonly createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  callbacksDispatched: number;
  /** Protocol-specific request fields, echoed in that protocol's answers. */
  readonly data: Record<string, unknown>;
}
