import type { OperatorCode } from '@platform/domain';

/** The networks, plus `card`: the card processor (hosted payment page). */
export type AdapterCode = OperatorCode | 'card';

/** What a card processor gives back about the card: never its number. */
export type CardDetails = { token: string; brand: string; last4: string };

/** What the customer must do to approve a collection. */
export type CustomerAction =
  | { type: 'ussd_push'; message?: string }
  | { type: 'redirect'; url: string }
  | { type: 'otp'; instructions?: string }
  | { type: 'qr'; data: string };

/**
 * An operator's answer, reduced to what the platform decides on. UNKNOWN means "no answer we can
 * trust" (timeout, 5xx, unknown reference, unreadable body): never FAILED, the reconciler asks again.
 */
export type OperatorStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'UNKNOWN';

export type OperatorResult = {
  status: OperatorStatus;
  /** The operator's own id of the operation, when it gives one (to query it later). */
  operatorReference?: string;
  /** Why it failed, for FAILED (operator code kept as is, plus our reason code). */
  reason?: { code: string; message: string };
  /** What the customer must do, on a collection just created. */
  action?: CustomerAction;
  /** Card payments: the card's token, brand and last 4 digits. */
  card?: CardDetails;
};

export type CollectRequest = {
  /** Our unique reference of the transaction; the adapter derives the operator's id from it. */
  reference: string;
  amount: bigint;
  /** International number, digits only (e.g. 22901970000 00). */
  msisdn: string;
  description: string;
  callbackUrl: string;
  otp?: string;
  returnUrl?: string;
  cancelUrl?: string;
};

export type PayoutRequest = {
  reference: string;
  /** Derived from the reference, so a retry can never pay twice. */
  idempotencyKey: string;
  amount: bigint;
  msisdn: string;
  description: string;
  callbackUrl: string;
};

export type CallbackHint = { reference: string; kind: 'collection' | 'payout' };

/**
 * One operator, in one mode. Methods never throw for transport or operator errors: they answer
 * UNKNOWN. Callbacks are hints only: the status query decides.
 */
export interface OperatorAdapter {
  readonly operator: AdapterCode;
  collect(request: CollectRequest): Promise<OperatorResult>;
  collectionStatus(reference: string, operatorReference?: string): Promise<OperatorResult>;
  payout(request: PayoutRequest): Promise<OperatorResult>;
  payoutStatus(reference: string, operatorReference?: string): Promise<OperatorResult>;
  balance(): Promise<{ available: bigint } | null>;
  /** Checks a callback's signature (where the operator signs) and says which operation it is about. */
  readCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): CallbackHint | null;
}

/** Picks the adapter of an operator for a mode (0 sandbox: always the simulator). */
export type OperatorRegistry = (operator: AdapterCode, mode: 0 | 1) => OperatorAdapter;

declare module '../../platform/deps.ts' {
  interface AppDeps {
    /** The operator adapters (sandbox: the simulator; live: by configuration). */
    operators: OperatorRegistry;
  }
}
