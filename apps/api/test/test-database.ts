import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const fresh = await createFreshDatabase(serverUrl, 't');
  const database = await openDatabase({ url: fresh.url, dataDir: 'unused' });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}
