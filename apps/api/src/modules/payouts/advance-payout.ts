import { isOperatorCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { operatorCallbackUrl } from '../operators/callback-url.ts';
import type { OperatorRegistry, PayoutRequest } from '../operators/operator-adapter.ts';
import { applyPayoutResult } from './apply-payout-result.ts';
import { isOpenPayout } from './payout-states.ts';
import { getPayoutById, type PayoutRow } from './payouts-repository.ts';

/** The operator request of a payout: the same every time it is (re)sent, key included. */
export function payoutRequestOf(row: PayoutRow, appUrl: string): PayoutRequest {
  return {
    reference: row.reference,
    idempotencyKey: row.idempotencyKey,
    amount: row.amount,
    msisdn: row.phoneNumber,
    description: row.motif ?? `Payout ${row.reference}`,
    callbackUrl: operatorCallbackUrl(appUrl, row.network, row.mode),
  };
}

/**
 * Moves an open payout forward: one the operator never acknowledged is sent (again) under its
 * idempotency key (the operator answers the existing payout if an earlier attempt reached it, so
 * it is never paid twice); an acknowledged one is asked for its status. The answer is applied.
 */
export async function advancePayout(db: Db, operators: OperatorRegistry, appUrl: string, payoutId: string) {
  const row = await getPayoutById(db, payoutId);
  if (!row || !isOpenPayout(row.status)) return row;
  if (!isOperatorCode(row.network)) throw new Error(`payout ${row.id} names an unknown network`);
  const adapter = operators(row.network, row.mode === 0 ? 0 : 1);
  if (!row.submittedAt) {
    const result = await adapter.payout(payoutRequestOf(row, appUrl));
    return applyPayoutResult(db, row.id, result, 'operator.submit');
  }
  const result = await adapter.payoutStatus(row.reference, row.operatorReference ?? undefined);
  return applyPayoutResult(db, row.id, result, 'operator.status');
}
