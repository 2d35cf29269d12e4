import type { PayoutItem } from '@platform/contracts';

/** One payout as the list shows it (the spec's "Payout list item", built from the server answer). */
export type PayoutListEntry = {
  id: string;
  number: string;
  reference: string;
  /** The network, read from `reseau`. */
  solde: string;
  amount: number;
  amount_sent: number;
  motif: string;
  status: string;
  date: string;
  source: string;
};

const DATE_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** fr-FR, day/month/year with hour, minute and second on a 24-hour clock: `21/11/2026 08:05:09`. */
export function formatPayoutDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/**
 * The spec's mapping: amount defaults to 0, amount_sent falls back to amount, motif comes from
 * description, a missing status counts as FAILED, the network is read from `reseau`.
 */
export function toPayoutListEntry(raw: Partial<PayoutItem> & { _id: string }): PayoutListEntry {
  const amount = typeof raw.amount === 'number' ? raw.amount : 0;
  return {
    id: raw._id,
    number: raw.phoneNumber ?? '',
    reference: raw.reference ?? '',
    solde: raw.reseau ?? '',
    amount,
    amount_sent: typeof raw.amount_sent === 'number' ? raw.amount_sent : amount,
    motif: raw.description ?? '',
    status: raw.status || 'FAILED',
    date: formatPayoutDate(raw.date),
    source: raw.source ?? 'single',
  };
}

/** A fetch failure leaves the list unchanged (spec section 4); a success replaces it. */
export function nextPayoutList(
  previous: PayoutListEntry[],
  result: { ok: true; items: PayoutItem[] } | { ok: false },
): PayoutListEntry[] {
  if (!result.ok) {
    console.error('Erreur de récupération des payouts');
    return previous;
  }
  return result.items.map(toPayoutListEntry);
}
