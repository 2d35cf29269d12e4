import type { Db } from '../../platform/db/client.ts';
import type { TransactionRow } from './transactions-repository.ts';

/**
 * The collections this process last saw answered open (the row its open answer returned), by
 * operator, mode and reference: the operator's callback about one of them, which usually comes
 * a few milliseconds after the request it answers, is then checked without reading the row back
 * (one statement and the decoding of every row per round of callbacks; see
 * collection-checker.ts). A remembered row is taken once: a second callback reads the database.
 *
 * A row may have changed since (another process or the periodic check settled it): the checker
 * then asks the operator about a collection already final, and applying the answer writes only
 * its timeline event (applyFinalResults and recordOpenAnswers change no final row). So the
 * memory can make a callback cost a status query more, never a state change. Bounded: the
 * oldest go first beyond MAX_ROWS, and a row older than MAX_AGE_MS is not used.
 */
const MAX_ROWS = 20_000;
const MAX_AGE_MS = 60_000;

type Remembered = { row: TransactionRow; at: number };

const perDatabase = new WeakMap<Db, Map<string, Remembered>>();

const keyOf = (operator: string, mode: number, reference: string) => `${operator}:${mode}:${reference}`;

/** Remembers a collection as its open answer left it (open only; a final one is forgotten). */
export function rememberOpenCollection(db: Db, row: TransactionRow, open: boolean) {
  let rows = perDatabase.get(db);
  const key = keyOf(row.operator, row.mode, row.reference);
  if (!open) {
    rows?.delete(key);
    return;
  }
  if (!rows) {
    rows = new Map();
    perDatabase.set(db, rows);
  }
  rows.delete(key);
  rows.set(key, { row, at: Date.now() });
  if (rows.size > MAX_ROWS) {
    const oldest = rows.keys().next().value;
    if (oldest !== undefined) rows.delete(oldest);
  }
}

/** Forgets collections being checked now (their answer decides what is remembered next). */
export function forgetOpenCollections(db: Db, rows: readonly TransactionRow[]) {
  const remembered = perDatabase.get(db);
  if (!remembered || remembered.size === 0) return;
  for (const row of rows) remembered.delete(keyOf(row.operator, row.mode, row.reference));
}

/**
 * Takes the remembered rows of the collections that callbacks named; answers them and the hints
 * it did not know (to be read from the database).
 */
export function takeOpenCollections<H extends { reference: string; operator: string; mode: 0 | 1 }>(
  db: Db,
  hints: readonly H[],
): { known: TransactionRow[]; unknown: H[] } {
  const rows = perDatabase.get(db);
  if (!rows || rows.size === 0) return { known: [], unknown: [...hints] };
  const known: TransactionRow[] = [];
  const unknown: H[] = [];
  const oldestUsable = Date.now() - MAX_AGE_MS;
  for (const hint of hints) {
    const key = keyOf(hint.operator, hint.mode, hint.reference);
    const found = rows.get(key);
    if (found) rows.delete(key);
    if (found && found.at >= oldestUsable) known.push(found.row);
    else unknown.push(hint);
  }
  return { known, unknown };
}
