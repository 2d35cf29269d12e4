import type { Db } from '../../platform/db/client.ts';
import {
  countLedger,
  findBalanceMismatches,
  findBrokenBuckets,
  findModeMismatches,
  findNegativeAccounts,
  findOrphanEntries,
  findOrphanPostings,
  findUnbalancedEntries,
} from './ledger-repository.ts';
import { findReserveMismatches } from './reserve-check-repository.ts';
import { findRollupMismatches } from './rollup-check-repository.ts';

const LIST_LIMIT = 100;

export type LedgerCheckReport = {
  ok: boolean;
  accounts: number;
  entries: number;
  postings: number;
  /** Sum of every cached balance: zero in a sound double-entry ledger. */
  totalBalance: bigint;
  /** Cached balance (or version) different from the sum (or count) of the account's postings. */
  balanceMismatches: Awaited<ReturnType<typeof findBalanceMismatches>>;
  /** Entries whose postings do not sum to zero, or with fewer than two postings. */
  unbalancedEntries: Awaited<ReturnType<typeof findUnbalancedEntries>>;
  /** Accounts that may not go negative, below zero. */
  negativeAccounts: Awaited<ReturnType<typeof findNegativeAccounts>>;
  /** Postings whose entry or account does not exist. */
  orphanPostings: Awaited<ReturnType<typeof findOrphanPostings>>;
  /** Entries whose merchant or shop does not exist. */
  orphanEntries: Awaited<ReturnType<typeof findOrphanEntries>>;
  /** Postings moving an account of another mode than their entry. */
  modeMismatches: Awaited<ReturnType<typeof findModeMismatches>>;
  /** Accounts split into buckets whose rows disagree (missing shard 0 or buckets, mixed counts). */
  brokenBuckets: Awaited<ReturnType<typeof findBrokenBuckets>>;
  /** Reserve accounts that disagree with their unreleased holds, holds without their entries. */
  reserveMismatches: Awaited<ReturnType<typeof findReserveMismatches>>;
  /** Dashboard and fee rollups that differ from the sums of the rows they roll up. */
  rollupMismatches: Awaited<ReturnType<typeof findRollupMismatches>>;
};

/**
 * Proves the ledger from its journal: every cached balance equals the sum of its postings,
 * every entry sums to zero, no account that may not go negative is below zero (each bucket of a
 * split account included, so their sum is not either), every posting's entry and account exist (and every entry's merchant and shop),
 * split accounts have all their rows, every shop's reserve account holds exactly its unreleased
 * reserve holds. Reads one snapshot (repeatable read), so it can run beside
 * live traffic. Lists are capped at 100.
 */
export async function checkLedger(db: Db): Promise<LedgerCheckReport> {
  return db.transaction(
    async (tx) => {
      const counts = await countLedger(tx);
      const balanceMismatches = await findBalanceMismatches(tx, LIST_LIMIT);
      const unbalancedEntries = await findUnbalancedEntries(tx, LIST_LIMIT);
      const negativeAccounts = await findNegativeAccounts(tx, LIST_LIMIT);
      const orphanPostings = await findOrphanPostings(tx, LIST_LIMIT);
      const orphanEntries = await findOrphanEntries(tx, LIST_LIMIT);
      const modeMismatches = await findModeMismatches(tx, LIST_LIMIT);
      const brokenBuckets = await findBrokenBuckets(tx, LIST_LIMIT);
      const reserveMismatches = await findReserveMismatches(tx, LIST_LIMIT);
      const rollupMismatches = await findRollupMismatches(tx, LIST_LIMIT);
      const ok =
        counts.totalBalance === 0n &&
        balanceMismatches.length === 0 &&
        unbalancedEntries.length === 0 &&
        negativeAccounts.length === 0 &&
        orphanPostings.length === 0 &&
        orphanEntries.length === 0 &&
        modeMismatches.length === 0 &&
        brokenBuckets.length === 0 &&
        reserveMismatches.length === 0 &&
        rollupMismatches.length === 0;
      return {
        ok,
        ...counts,
        balanceMismatches,
        unbalancedEntries,
        negativeAccounts,
        orphanPostings,
        orphanEntries,
        modeMismatches,
        brokenBuckets,
        reserveMismatches,
        rollupMismatches,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
