import type { CollectRequest } from '../operators/operator-adapter.ts';
import type { TransactionRow } from './transactions-repository.ts';

/** Where operators send their callbacks for a mode (a hint: the status query decides). */
export function operatorCallbackUrl(appUrl: string, operator: string, mode: number): string {
  return `${appUrl}/api/operators/callbacks/${operator}/${mode === 0 ? 'sandbox' : 'live'}`;
}

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
