import type { OperatorCode } from '@platform/domain';
import type { AccountName } from '../wallets/merchant-accounts.ts';
import { withNext } from './plan.ts';
import { type SimulatorState, txnKey } from './state.ts';
import type { FailureReason, Plan, Settlement, SimTransaction, TransactionKind } from './types.ts';

export interface NewTransaction {
  readonly operator: string;
  readonly network: OperatorCode | null;
  readonly kind: TransactionKind;
  readonly reference: string;
  readonly externalId?: string | null;
  readonly msisdn: string | null;
  readonly amount: bigint;
  readonly currency: string;
  readonly account: AccountName;
  readonly callbackUrl?: string | null;
  readonly plan?: Plan | null;
  readonly data?: Record<string, unknown>;
}

/** Records a new PENDING transaction. */
export function createTransaction(state: SimulatorState, init: NewTransaction): SimTransaction {
  const now = state.clock.now();
  const txn: SimTransaction = {
    operator: init.operator,
    network: init.network,
    kind: init.kind,
    reference: init.reference,
    externalId: init.externalId ?? null,
    msisdn: init.msisdn,
    amount: init.amount,
    currency: init.currency,
    status: 'PENDING',
    reason: null,
    plan: init.plan ?? null,
    awaiting: 'customer',
    account: init.account,
    callbackUrl: init.callbackUrl ?? null,
    financialTransactionId: null,
    otp: null,
    otpAttemptsLeft: 0,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    callbacksDispatched: 0,
    data: init.data ?? {},
  };
  state.store.add(txn);
  return txn;
}

/** Whether `txn` is still the live record (no reset since it was made). */
function isCurrent(state: SimulatorState, txn: SimTransaction): boolean {
  return state.store.get(txn.operator, txn.reference) === txn;
}

/**
 * Holds the caller for the configured hang time. False when the simulator was reset or shut
 * down meanwhile (then nothing more should happen to `txn`).
 */
export async function hang(state: SimulatorState, txn: SimTransaction): Promise<boolean> {
  txn.awaiting = 'hang';
  const elapsed = await state.scheduler.sleep(state.config.hangMs);
  return elapsed && isCurrent(state, txn);
}

/** The operator failed before doing anything: FAILED as SERVICE_UNAVAILABLE, no callback. */
export function markUnavailable(state: SimulatorState, txn: SimTransaction): void {
  finalize(state, txn, 'FAILED', 'SERVICE_UNAVAILABLE', 0);
}

/** Carries out the plan once the customer (or operator) acts. */
export function proceed(state: SimulatorState, txn: SimTransaction, plan: Plan): void {
  if (txn.status !== 'PENDING' || !isCurrent(state, txn)) return;
  txn.plan = plan;
  const { next } = plan;
  switch (next.kind) {
    case 'succeed':
    case 'fail':
      settle(state, txn, next);
      return;
    case 'delay': {
      txn.awaiting = 'delay';
      const cancel = state.scheduler.after(next.delayMs, () => {
        state.timers.delete(txnKey(txn));
        settle(state, txn, next.settle);
      });
      state.timers.set(txnKey(txn), cancel);
      return;
    }
    case 'await':
      txn.awaiting = 'customer';
      return;
  }
}

/** Moves the money (or not) and makes the transaction final. */
export function settle(state: SimulatorState, txn: SimTransaction, settlement: Settlement): void {
  if (txn.status !== 'PENDING' || !isCurrent(state, txn)) return;
  state.timers.get(txnKey(txn))?.();
  state.timers.delete(txnKey(txn));
  const copies = txn.plan?.callbacks ?? 1;
  const refusal = settlement.kind === 'fail' ? settlement.reason : moveMoney(state, txn);
  if (refusal) {
    finalize(state, txn, 'FAILED', refusal, copies);
    return;
  }
  txn.financialTransactionId = String(state.nextFinancialId++);
  finalize(state, txn, 'SUCCESSFUL', null, copies);
}

function moveMoney(state: SimulatorState, txn: SimTransaction): FailureReason | null {
  const msisdn = txn.msisdn;
  if (msisdn === null) return 'PAYER_NOT_FOUND';
  if (txn.kind === 'collection') {
    const debit = state.wallets.debit(msisdn, txn.amount, state.clock.now());
    if (!debit.ok) return debit.reason;
    state.accounts.credit(txn.operator, txn.account, txn.amount);
    return null;
  }
  if (txn.amount > state.wallets.limits.perTransactionMax) return 'LIMIT_EXCEEDED';
  if (!state.accounts.debit(txn.operator, txn.account, txn.amount)) return 'MERCHANT_INSUFFICIENT_FUNDS';
  state.wallets.credit(msisdn, txn.amount);
  return null;
}

function finalize(
  state: SimulatorState,
  txn: SimTransaction,
  status: 'SUCCESSFUL' | 'FAILED',
  reason: FailureReason | null,
  copies: number,
): void {
  const now = state.clock.now();
  txn.status = status;
  txn.reason = reason;
  txn.awaiting = null;
  txn.updatedAt = now;
  txn.completedAt = now;
  notify(state, txn, copies);
}

/** Sends the final callback(s), after the drop/duplicate faults have had their say. */
function notify(state: SimulatorState, txn: SimTransaction, planned: number): void {
  if (planned === 0) return;
  const request = state.notifiers.get(txn.operator)?.(txn);
  if (!request) return;
  let copies = planned;
  if (state.faults.take(txn.operator, 'drop_callback')) copies = 0;
  else if (state.faults.take(txn.operator, 'duplicate_callback')) copies = 2;
  if (copies === 0) return;
  txn.callbacksDispatched += copies;
  state.callbacks.dispatch(request, copies);
}

/** Control plane: the customer accepts a waiting collection (money still has to be there). */
export function approve(state: SimulatorState, txn: SimTransaction): void {
  txn.plan = withNext(txn.plan, { kind: 'succeed' });
  settle(state, txn, { kind: 'succeed' });
}

/** Control plane: the customer refuses. */
export function refuse(state: SimulatorState, txn: SimTransaction): void {
  txn.plan = withNext(txn.plan, { kind: 'fail', reason: 'REJECTED' });
  settle(state, txn, { kind: 'fail', reason: 'REJECTED' });
}
