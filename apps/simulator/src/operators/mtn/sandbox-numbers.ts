import type { Plan } from '../../engine/types.ts';

/**
 * MTN's own sandbox test MSISDNs, honoured when X-Target-Environment is 'sandbox'. Any other
 * number that is not a West African MTN number succeeds there, as in MTN's sandbox.
 */
export const MTN_SANDBOX_NUMBERS: Readonly<Record<string, { label: string; plan: Plan }>> = {
  '46733123450': {
    label: 'failed',
    plan: sandboxPlan('sandbox_failed', { kind: 'fail', reason: 'INTERNAL_ERROR' }),
  },
  '46733123451': {
    label: 'rejected',
    plan: sandboxPlan('sandbox_rejected', { kind: 'fail', reason: 'REJECTED' }),
  },
  '46733123452': {
    label: 'timeout',
    plan: sandboxPlan('sandbox_timeout', { kind: 'fail', reason: 'EXPIRED' }),
  },
  '46733123453': { label: 'ongoing', plan: sandboxPlan('sandbox_ongoing', { kind: 'await' }) },
  '46733123454': { label: 'pending', plan: sandboxPlan('sandbox_pending', { kind: 'await' }) },
};

export const MTN_SANDBOX_DEFAULT_PLAN: Plan = sandboxPlan('sandbox_success', { kind: 'succeed' });

function sandboxPlan(outcome: string, next: Plan['next']): Plan {
  return { outcome, unavailable: false, hang: false, next, callbacks: 1 };
}
