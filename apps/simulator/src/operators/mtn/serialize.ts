import type { SimTransaction } from '../../engine/types.ts';
import { mtnReason } from './errors.ts';

/** The body of GET …/requesttopay/{id} and …/transfer/{id}, also PUT as the callback. */
export function mtnStatusBody(txn: SimTransaction): Record<string, unknown> {
  const party = { partyIdType: 'MSISDN', partyId: String(txn.data.partyId ?? txn.msisdn ?? '') };
  // Built field by field, in this order (the callback's bytes depend on it).
  const body: Record<string, unknown> = {};
  if (txn.financialTransactionId) body.financialTransactionId = txn.financialTransactionId;
  body.externalId = txn.externalId ?? '';
  body.amount = txn.amount.toString();
  body.currency = txn.currency;
  body[txn.kind === 'collection' ? 'payer' : 'payee'] = party;
  body.payerMessage = String(txn.data.payerMessage ?? '');
  body.payeeNote = String(txn.data.payeeNote ?? '');
  body.status = txn.status;
  if (txn.reason) body.reason = mtnReason(txn.reason);
  return body;
}

/** A final transaction's status body never changes: serialized once (callback and status queries). */
const finalJson = new WeakMap<SimTransaction, string>();

/** `mtnStatusBody` as JSON text. */
export function mtnStatusJson(txn: SimTransaction): string {
  if (txn.status === 'PENDING') return JSON.stringify(mtnStatusBody(txn));
  let json = finalJson.get(txn);
  if (json === undefined) {
    json = JSON.stringify(mtnStatusBody(txn));
    finalJson.set(txn, json);
  }
  return json;
}
