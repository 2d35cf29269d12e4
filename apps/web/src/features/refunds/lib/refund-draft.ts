/** One collection chosen on /refund/newList, with the amount to give back. */
export type RefundDraftItem = {
  transaction: string;
  reference: string;
  phoneNumber: string;
  reseau: string;
  remaining: number;
  amount: number;
};

export type RefundDraft = { shop: string; name: string; items: RefundDraftItem[] };

const KEY = 'refund_draft';

/** The draft survives a reload between /refund/newList and /refund/editSommary (this tab only). */
export function saveRefundDraft(draft: RefundDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function readRefundDraft(): RefundDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as RefundDraft) : null;
  } catch {
    return null;
  }
}

export function clearRefundDraft(): void {
  sessionStorage.removeItem(KEY);
}

/** Why an item cannot be refunded as typed: a whole amount from 1 to what is left. */
export function draftItemError(item: Pick<RefundDraftItem, 'amount' | 'remaining'>): 'min' | 'max' | null {
  if (!Number.isInteger(item.amount) || item.amount < 1) return 'min';
  if (item.amount > item.remaining) return 'max';
  return null;
}

export function draftTotal(items: RefundDraftItem[]): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}
