import type { Db } from './client.ts';

/**
 * A hot statement written in SQL with `$1…` parameters: no query building per call, and on
 * PostgreSQL a named prepared statement (parsed and planned once per connection; PGlite runs it
 * as it is). It goes through the Db's own session, so it runs in the caller's transaction when
 * given one. Keep the result's columns explicit (no `RETURNING *`): a prepared statement whose
 * result shape changes under it (a column added by a migration while the process runs) fails.
 * Parameters go to the driver as they are: pass strings for bigints, timestamps and JSON.
 */
export type Statement = { readonly name: string; readonly text: string };

export const statement = (name: string, text: string): Statement => ({ name, text });

/** Runs a statement; answers its rows as the driver gives them (column names, Drizzle's raw values). */
export async function runStatement(
  db: Db,
  { name, text }: Statement,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  const result = await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  return (result as { rows: Record<string, unknown>[] }).rows;
}
