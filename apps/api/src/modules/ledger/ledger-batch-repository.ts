import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { PostingRow } from './ledger-repository.ts';

export type LockedAccount = {
  id: string;
  balance: bigint;
  allowNegative: boolean;
  mode: number;
  currency: string;
  split: boolean;
};

/**
 * Locks accounts in id order, in one statement (so batches posting to overlapping accounts wait
 * for each other instead of deadlocking), and answers them as they are now. A split account
 * (named by its bucket 0) is locked too, and reported as split.
 */
export async function lockAccounts(tx: Db, ids: string[]): Promise<Map<string, LockedAccount>> {
  const result = (await tx.execute(
    sql`SELECT id, balance::text AS balance, allow_negative, mode, currency, (buckets > 1 AND shard = 0) AS split
        FROM ledger_accounts WHERE id = ANY(${sql.param(ids)}::text[])
        ORDER BY id FOR NO KEY UPDATE`,
  )) as unknown as {
    rows: {
      id: string;
      balance: string;
      allow_negative: boolean;
      mode: number;
      currency: string;
      split: boolean;
    }[];
  };
  return new Map(
    result.rows.map((r) => [
      r.id,
      {
        id: r.id,
        balance: BigInt(r.balance),
        allowNegative: r.allow_negative,
        mode: Number(r.mode),
        currency: r.currency,
        split: r.split,
      },
    ]),
  );
}

export type BatchEntry = {
  id: string;
  mode: 0 | 1;
  kind: string;
  reference: string;
  idempotencyKey: string;
  merchantId: string | null;
  shopId: string | null;
  metadata: Record<string, unknown> | null;
  postings: PostingRow[];
};

/**
 * Writes several entries, their postings and the accounts' cached balances in ONE statement:
 * the entries whose idempotency key is new are inserted, then the postings of those only, then
 * each account's balance moves once by the sum of its postings. The caller holds every account's
 * lock (lockAccounts) and has checked the entries. Answers the ids of the entries inserted (an
 * entry whose key exists is left out, with its postings).
 */
export async function insertEntries(tx: Db, entries: BatchEntry[]): Promise<Set<string>> {
  const postings = entries.flatMap((e) => e.postings.map((p) => ({ entryId: e.id, ...p })));
  const column = <T>(values: T[]) => sql.param(values);
  const result = (await tx.execute(
    sql`WITH e AS (
          INSERT INTO ledger_entries (id, mode, kind, reference, idempotency_key, merchant_id, shop_id, metadata)
          SELECT * FROM unnest(
            ${column(entries.map((e) => e.id))}::text[], ${column(entries.map((e) => e.mode))}::int[],
            ${column(entries.map((e) => e.kind))}::text[], ${column(entries.map((e) => e.reference))}::text[],
            ${column(entries.map((e) => e.idempotencyKey))}::text[], ${column(entries.map((e) => e.merchantId))}::text[],
            ${column(entries.map((e) => e.shopId))}::text[],
            ${column(entries.map((e) => (e.metadata ? JSON.stringify(e.metadata) : null)))}::jsonb[])
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id
        ), v AS (
          SELECT * FROM unnest(
            ${column(postings.map((p) => p.entryId))}::text[], ${column(postings.map((p) => p.accountId))}::text[],
            ${column(postings.map((p) => p.amount.toString()))}::bigint[]) AS v(entry_id, account_id, amount)
          WHERE v.entry_id IN (SELECT id FROM e)
        ), p AS (
          INSERT INTO ledger_postings (entry_id, account_id, amount) SELECT entry_id, account_id, amount FROM v
        ), u AS (
          UPDATE ledger_accounts a SET balance = a.balance + s.total, version = a.version + s.n
          FROM (SELECT account_id, sum(amount)::bigint AS total, count(*) AS n FROM v GROUP BY account_id) s
          WHERE a.id = s.account_id
        )
        SELECT id FROM e`,
  )) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((r) => r.id));
}
