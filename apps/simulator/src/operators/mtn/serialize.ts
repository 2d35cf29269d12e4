import type { SimTransaction } from '../../engine/types.ts';
import { mtnReason } from './errors.ts';

/** The body of GET …/requesttopay/{id} and …/transfer/{id}, also PUT as the callback. */
export function mtnStatusBody(txn: SimTransaction): Record<string, unknown> {
  const party = { partyIdType: 'MSISDN', partyId: String(txn.data.partyId ?? txn.msisdn ?? '') };
  return {
    ...(txn.financialTransactionId ? { financialTransactionId: txn.financialTransactionId } : {}),
    externalId: txn.externalId ?? '',
    amount: txn.amount.toString(),
    currency: txn.currency,
    ...(txn.kind === 'collection' ? { payer: party } : { payee: party }),
    payerMessage: String(txn.data.payerMessage ?? ''),
    payeeNote: String(txn.data.payeeNote ?? ''),
    status: txn.status,
    ...(txn.reason ? { reason: mtnReason(txn.reason) } : {}),
  };
}
