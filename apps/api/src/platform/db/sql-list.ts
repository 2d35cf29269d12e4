import { type SQL, sql } from 'drizzle-orm';

/**
 * A list of constants as SQL literals, `('A', 'B')`, for `IN` in statements and partial indexes:
 * literals (not parameters) so the planner can match a partial index's predicate. Only for
 * constants of the code (state lists), never for input.
 */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}
