import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { LedgerError } from './ledger-errors.ts';
import {
  getEntryByIdempotencyKey,
  type LedgerEntryWithPostings,
  type PostingRow,
  postEntryStatement,
} from './ledger-repository.ts';

export type LedgerEntryKind =
  | 'collection.settled'
  | 'payout.hold'
  | 'payout.settled'
  | 'payout.released'
  | 'refund'
  | 'adjustment'
  | (string & {});

/** One leg: `amount` is the signed change of the account's balance (credit > 0, debit < 0). */
export type PostingInput = { account: string; amount: bigint };

export type PostEntryInput = {
  kind: LedgerEntryKind;
  /** The business object recorded (transaction or payout reference). */
  reference: string;
  /** One business event, one key: posting it again answers the first entry. */
  idempotencyKey: string;
  mode: 0 | 1;
  merchantId?: string | null;
  shopId?: string | null;
  metadata?: Record<string, unknown>;
  postings: PostingInput[];
};

export type PostedEntry = LedgerEntryWithPostings & {
  /** True when the key had been posted before and this is that first entry. */
  replayed: boolean;
};

/**
 * Posts a balanced entry INSIDE the caller's transaction, so a state change and the money it
 * moves commit (or roll back) together. Checks the postings here (at least two, none zero, no
 * account twice, summing to zero: the database checks them again), then in one statement locks
 * the touched accounts in id order, refuses an entry that would take an account that may not go negative below zero
 * (INSUFFICIENT_FUNDS, nothing written), and writes the entry, its postings and the cached
 * balances. The same idempotency key answers the first entry if the movement is the same,
 * IDEMPOTENCY_CONFLICT otherwise.
 *
 * The account locks are held until the caller's transaction ends: post the entry last in it.
 */
export async function postEntry(tx: Db, input: PostEntryInput): Promise<PostedEntry> {
  const postings = validatePostings(input.postings);
  const entry = newEntryRow(input);
  const result = await postEntryStatement(tx, entry, postings);
  switch (result.status) {
    case 'posted':
      return { ...entry, createdAt: result.createdAt, postings, replayed: false };
    case 'exists': {
      const existing = await getEntryByIdempotencyKey(tx, input.idempotencyKey);
      if (!existing) throw new Error(`ledger entry ${input.idempotencyKey} exists but cannot be read`);
      return replay(existing, input, postings);
    }
    case 'insufficient_funds':
      throw new LedgerError('INSUFFICIENT_FUNDS', `account ${result.accountId} would go below zero`, {
        accountId: result.accountId,
        balance: result.balance.toString(),
        amount: postings.find((p) => p.accountId === result.accountId)!.amount.toString(),
      });
    case 'mode_mismatch':
      throw new LedgerError('MODE_MISMATCH', `account ${result.accountId} is not of mode ${input.mode}`, {
        accountId: result.accountId,
      });
    case 'currency_mismatch':
      throw new LedgerError('INVALID_POSTING', 'an entry moves one currency only', {
        accountId: result.accountId,
      });
    case 'not_found':
      throw new LedgerError('ACCOUNT_NOT_FOUND', 'a posting names an account that does not exist');
    // validatePostings refuses these first; the database refuses them too, whoever calls it.
    case 'invalid':
    case 'duplicate_account':
      throw new LedgerError('INVALID_POSTING', `the database refused the postings (${result.status})`, {
        ...(result.accountId ? { accountId: result.accountId } : {}),
      });
    case 'unbalanced':
      throw new LedgerError('UNBALANCED_ENTRY', `postings sum to ${result.sum}, not 0`, {
        sum: result.sum.toString(),
      });
  }
}

/** The row of a new entry (a fresh id) for an input. */
export function newEntryRow(input: PostEntryInput) {
  return {
    id: newId('len'),
    mode: input.mode,
    kind: input.kind,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    merchantId: input.merchantId ?? null,
    shopId: input.shopId ?? null,
    metadata: input.metadata ?? null,
  };
}

export function validatePostings(input: PostingInput[]): PostingRow[] {
  if (input.length < 2) throw new LedgerError('INVALID_POSTING', 'an entry has at least two postings');
  const seen = new Set<string>();
  let sum = 0n;
  for (const posting of input) {
    if (typeof posting.amount !== 'bigint') {
      throw new LedgerError('INVALID_POSTING', 'amounts are bigint minor units');
    }
    if (posting.amount === 0n) {
      throw new LedgerError('INVALID_POSTING', `zero amount on ${posting.account}`, {
        accountId: posting.account,
      });
    }
    if (seen.has(posting.account)) {
      throw new LedgerError('INVALID_POSTING', `account ${posting.account} appears twice`, {
        accountId: posting.account,
      });
    }
    seen.add(posting.account);
    sum += posting.amount;
  }
  if (sum !== 0n) {
    throw new LedgerError('UNBALANCED_ENTRY', `postings sum to ${sum}, not 0`, { sum: sum.toString() });
  }
  return input.map((p) => ({ accountId: p.account, amount: p.amount }));
}

/** The first entry of a key, if the same movement is asked again; a conflict otherwise. */
function replay(
  existing: LedgerEntryWithPostings,
  input: PostEntryInput,
  postings: PostingRow[],
): PostedEntry {
  const canon = (list: PostingRow[]) =>
    list
      .map((p) => `${p.accountId}:${p.amount}`)
      .sort()
      .join(',');
  if (
    existing.kind !== input.kind ||
    existing.mode !== input.mode ||
    canon(existing.postings) !== canon(postings)
  ) {
    throw new LedgerError(
      'IDEMPOTENCY_CONFLICT',
      `key ${input.idempotencyKey} was posted with another movement`,
      { idempotencyKey: input.idempotencyKey, entryId: existing.id },
    );
  }
  return { ...existing, replayed: true };
}
