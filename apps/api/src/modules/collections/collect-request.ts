import { operatorCallbackUrl } from '../operators/callback-url.ts';
import type { CollectRequest } from '../operators/operator-adapter.ts';
import type { TransactionRow } from './transactions-repository.ts';

/** The operator request of a collection, the same every time it is (re)submitted. */
export function collectRequestOf(row: TransactionRow, appUrl: string, otp?: string): CollectRequest {
  return {
    reference: row.reference,
    amount: row.customerPays,
    msisdn: row.phoneNumber,
    description: row.description ?? `Paiement ${row.reference}`,
    callbackUrl: operatorCallbackUrl(appUrl, row.operator, row.mode),
    ...(otp ? { otp } : {}),
    ...(row.returnUrl ? { returnUrl: row.returnUrl } : {}),
    ...(row.cancelUrl ? { cancelUrl: row.cancelUrl } : {}),
  };
}
