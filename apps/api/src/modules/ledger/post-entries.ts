import type { Db } from '../../platform/db/client.ts';
import { type BatchEntry, insertEntries, lockAccounts } from './ledger-batch-repository.ts';
import { newEntryRow, type PostEntryInput, postEntry, validatePostings } from './post-entry.ts';

/**
 * Posts several balanced entries INSIDE the caller's transaction (a batch of settled collections)
 * in two statements whatever their number: every account they touch is locked in id order and
 * checked (it exists, is of the entry's mode, one currency per entry, never below zero unless
 * allowed, counting the whole batch), then the entries, their postings and one balance change per
 * account are written at once. The same rules as `postEntry`, which is used instead, entry by
 * entry (still under those locks), when the batch cannot go in one piece: an account split into
 * buckets (its entries pick a bucket each), an account that is missing, short or of another
 * mode or currency (postEntry then says which entry fails, and how), or an entry whose key was
 * posted before (postEntry answers the first one, or refuses a different movement).
 */
export async function postEntries(tx: Db, inputs: PostEntryInput[]): Promise<void> {
  if (inputs.length === 0) return;
  if (inputs.length === 1) {
    await postEntry(tx, inputs[0]!);
    return;
  }
  const entries: (BatchEntry & { input: PostEntryInput })[] = inputs.map((input) => ({
    ...newEntryRow(input),
    input,
    postings: validatePostings(input.postings),
  }));
  const accountIds = [...new Set(entries.flatMap((e) => e.postings.map((p) => p.accountId)))];
  const accounts = await lockAccounts(tx, accountIds);
  const oneByOne = async (list: typeof entries) => {
    for (const entry of list) await postEntry(tx, entry.input);
  };
  const totals = new Map<string, bigint>();
  for (const entry of entries) {
    const currencies = new Set<string>();
    for (const posting of entry.postings) {
      const account = accounts.get(posting.accountId);
      if (!account || account.split || account.mode !== entry.mode) return oneByOne(entries);
      currencies.add(account.currency);
      totals.set(posting.accountId, (totals.get(posting.accountId) ?? 0n) + posting.amount);
    }
    if (currencies.size > 1) return oneByOne(entries);
  }
  for (const [id, total] of totals) {
    const account = accounts.get(id)!;
    if (!account.allowNegative && account.balance + total < 0n) return oneByOne(entries);
  }
  const inserted = await insertEntries(tx, entries);
  // Keys posted before: their first entry is answered (or a different movement refused).
  await oneByOne(entries.filter((e) => !inserted.has(e.id)));
}
