import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both are copies of
 * the database the run migrated once (test/global-setup.ts): the same schema as migrating each.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('migratedTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template.kind !== 'pglite') throw new Error('the run migrated a PostgreSQL template, not PGlite');
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template.file)]) });
  }
  if (template.kind !== 'postgres') throw new Error('the run migrated a PGlite template, not PostgreSQL');
  const fresh = await createFreshDatabase(serverUrl, 't', template.name);
  const database = await openDatabase({ url: fresh.url, dataDir: 'unused' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
