import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API_SRC_DIR } from '../source-paths.ts';
import type { Db } from './client.ts';

/**
 * Database routines (functions) that a module keeps as ONE file of their current version, instead
 * of one more migration per change: every `src/modules/<module>/sql/*.sql`, each a series of
 * `CREATE OR REPLACE` statements separated by `--> statement-breakpoint` (as in migrations).
 * `Database.migrate()` applies them after the migrations, every time it runs, in module then file
 * order; the migrations keep the tables (and what routines depended on in the past).
 */
const modulesFolder = path.join(API_SRC_DIR, 'modules');

export type RoutineFile = { name: string; statements: string[] };

export function routineFiles(): RoutineFile[] {
  const files: RoutineFile[] = [];
  for (const module of readdirSync(modulesFolder).sort()) {
    const folder = path.join(modulesFolder, module, 'sql');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).sort()) {
      if (!file.endsWith('.sql')) continue;
      const text = readFileSync(path.join(folder, file), 'utf8');
      files.push({
        name: `${module}/sql/${file}`,
        statements: text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      });
    }
  }
  return files;
}

/**
 * Applies every routine file in one transaction, under a transaction-level advisory lock so that
 * processes starting together replace them one after the other (two concurrent `CREATE OR
 * REPLACE` of one function fail with "tuple concurrently updated").
 */
export async function applyRoutines(db: Db) {
  const files = routineFiles();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('routines'))`);
    for (const file of files) for (const statement of file.statements) await tx.execute(sql.raw(statement));
  });
}
