import type { TransactionListItem, TransactionSummary } from '@platform/contracts';
import { publicStatus } from '../collections/collection-states.ts';
import type { TransactionRow } from '../collections/transactions-repository.ts';

/** A row of the dashboard's list. */
export function toTransactionSummary(row: TransactionRow): TransactionSummary {
  return {
    _id: row.id,
    reference: row.reference,
    merchant_reference: row.merchantReference,
    status: publicStatus(row.status),
    type: row.type === 'CARD' ? 'CARD' : 'PAYMENT',
    source: row.source,
    network: row.operator,
    phone_number: row.phoneNumber,
    amount: Number(row.amount),
    fee: Number(row.fee),
    merchant_receives: Number(row.merchantReceives),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** Dates of the spec's list are French, long, 24-hour; shown in Benin's time (the first market). */
export const DISPLAY_TIME_ZONE = 'Africa/Porto-Novo';
const frenchLongDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DISPLAY_TIME_ZONE,
});

export function formatFrenchLongDate(date: Date): string {
  return frenchLongDate.format(date);
}

type Nullable<T> = { [K in keyof T]: T[K] | null | undefined };

/**
 * One row of readall's queryset, the spec's fields with the spec's defaults: status FAILED,
 * amount and commission 0, name, e-mail and merchant reference N/A, type Paiement, phone
 * Non-renseigné (in `mains.tel`), url and description empty.
 */
export function toTransactionListItem(
  row: Nullable<
    Pick<
      TransactionRow,
      | 'status'
      | 'amount'
      | 'fee'
      | 'firstName'
      | 'phoneNumber'
      | 'merchantReference'
      | 'email'
      | 'type'
      | 'operator'
      | 'description'
    >
  > &
    Pick<TransactionRow, 'id' | 'reference' | 'createdAt'>,
): TransactionListItem {
  return {
    _id: row.id,
    status: publicStatus(row.status),
    amount: Number(row.amount ?? 0),
    commission_amount: Number(row.fee ?? 0),
    first_name: row.firstName || 'N/A',
    phoneNumber: row.phoneNumber ?? '',
    reference: row.reference,
    marchand_reference: row.merchantReference || 'N/A',
    email: row.email || 'N/A',
    type: row.type === 'CARD' ? 'Carte' : 'Paiement',
    reseau: row.operator ?? '',
    date: formatFrenchLongDate(row.createdAt),
    created_at: row.createdAt.toISOString(),
    mains: { main: 'Mobile Money', tel: row.phoneNumber || 'Non-renseigné' },
    url: '',
    description: row.description ?? '',
  };
}
