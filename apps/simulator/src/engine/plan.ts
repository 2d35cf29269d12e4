import { type OutcomeCode, outcomeOf } from '../outcomes.ts';
import type { Plan, Settlement, TransactionKind } from './types.ts';

/** Simulated delay of the 05 and 06 endings. */
export const DEFAULT_PENDING_DELAY_MS = 5_000;

const succeed: Settlement = { kind: 'succeed' };
const base = { unavailable: false, hang: false, callbacks: 1 } as const;

/**
 * The test table applied to one request. `ending` is the outcome of the number's last two
 * digits, null for any other ending (a collection then waits for the control plane).
 */
export function planFor(kind: TransactionKind, ending: OutcomeCode | null, pendingDelayMs: number): Plan {
  const outcome = ending ?? 'other';
  switch (ending) {
    case '00':
      return { ...base, outcome, next: succeed };
    case '01':
      return {
        ...base,
        outcome,
        next: {
          kind: 'fail',
          reason: kind === 'collection' ? 'INSUFFICIENT_FUNDS' : 'MERCHANT_INSUFFICIENT_FUNDS',
        },
      };
    case '02':
      return { ...base, outcome, unavailable: true, callbacks: 0, next: succeed };
    case '03':
      return { ...base, outcome, hang: true, next: succeed };
    case '04':
      return {
        ...base,
        outcome,
        next: { kind: 'fail', reason: kind === 'collection' ? 'PAYER_NOT_FOUND' : 'PAYEE_NOT_FOUND' },
      };
    case '05':
      return { ...base, outcome, next: { kind: 'delay', delayMs: pendingDelayMs, settle: succeed } };
    case '06':
      return {
        ...base,
        outcome,
        next: { kind: 'delay', delayMs: pendingDelayMs, settle: { kind: 'fail', reason: 'REJECTED' } },
      };
    case '07':
      return { ...base, outcome, callbacks: 0, next: succeed };
    case '08':
      return { ...base, outcome, callbacks: 2, next: succeed };
    case null:
      return { ...base, outcome, next: kind === 'collection' ? { kind: 'await' } : succeed };
  }
}

/** The plan for a local number (its national digits). */
export function planForNumber(kind: TransactionKind, nationalNumber: string, pendingDelayMs: number): Plan {
  return planFor(kind, outcomeOf(nationalNumber), pendingDelayMs);
}

/** A number the operator does not know: accepted, then FAILED as payer/payee not found. */
export function unknownNumberPlan(kind: TransactionKind): Plan {
  return {
    ...base,
    outcome: 'unknown_number',
    next: { kind: 'fail', reason: kind === 'collection' ? 'PAYER_NOT_FOUND' : 'PAYEE_NOT_FOUND' },
  };
}

/** The plan a control-plane approval applies to a waiting transaction. */
export function withNext(plan: Plan | null, next: Settlement): Plan {
  return { ...(plan ?? { ...base, outcome: 'control' }), next };
}
