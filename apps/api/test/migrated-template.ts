import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/platform/db/client.ts';
import { createFreshDatabase } from '../src/platform/db/fresh-database.ts';

/**
 * Where the test files find the migrated database they each start from: a PGlite data directory
 * archive (`dumpDataDir`) in a file, or a database of the PostgreSQL server to copy (TEMPLATE).
 */
export type MigratedTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/**
 * Migrates one database for the whole run (test/global-setup.ts), so that each test file copies
 * it instead of applying every migration again; with the function that removes it.
 */
export async function createMigratedTemplate(
  serverUrl: string | undefined,
): Promise<{ template: MigratedTemplate; remove: () => Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    if (database.raw.kind !== 'pglite') throw new Error('expected PGlite');
    const archive = await database.raw.client.dumpDataDir('none');
    await database.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'api-template-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    return {
      template: { kind: 'pglite', file },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const fresh = await createFreshDatabase(serverUrl, 'tpl');
  const database = await openDatabase({ url: fresh.url, dataDir: 'unused' });
  try {
    await database.migrate();
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  return { template: { kind: 'postgres', name: fresh.name }, remove: fresh.drop };
}
