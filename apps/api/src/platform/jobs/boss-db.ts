import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';

function orNull(value: unknown) {
  return value === undefined ? null : value;
}

/**
 * pg-boss over embedded PGlite (which has no connection string). pg-boss sends its schema and
 * migrations as parameterless multi-statement text, which only `exec` runs; every other
 * statement goes through `query` with its parameters.
 */
export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values.map(orNull));
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss statements run inside a Drizzle transaction, on either driver: the `$n` placeholders of
 * pg-boss's SQL become Drizzle parameters, so the job row is written by the caller's transaction
 * and exists if, and only if, that transaction commits.
 */
export function transactionBossDb(tx: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql`${orNull(values[Number(part) - 1])}`,
      );
      const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
