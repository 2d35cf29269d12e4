/**
 * Started detached by scripts/e2e-server.ts, in its own process group: waits for the journeys'
 * server process (E2E_PID) to end, however it ends, then deletes its data directory and drops its
 * database, if it had one.
 */
import { rmSync } from 'node:fs';
import { dropDatabase } from '../apps/api/src/platform/db/fresh-database.ts';

const { E2E_PID, E2E_DATA_DIR, E2E_SERVER_URL, E2E_DATABASE } = process.env;

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

while (alive(Number(E2E_PID))) await new Promise((resolve) => setTimeout(resolve, 500));
if (E2E_DATA_DIR) rmSync(E2E_DATA_DIR, { recursive: true, force: true });
if (E2E_SERVER_URL && E2E_DATABASE) await dropDatabase(E2E_SERVER_URL, E2E_DATABASE);
