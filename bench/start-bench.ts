/**
 * `npm run bench:start [-- --runs 3]`
 *
 * Time from `npm start` to the first answer of `GET /api/health` (issue 22 item 5: ≤ 5 s on a
 * built tree). Each run spawns the README's command itself (`npm start`, so npm's own start-up is
 * counted), with its own port, simulator port and embedded database directory, polls the health
 * route every 25 ms, then stops the process (SIGTERM to its group).
 *
 * - `first start`: an empty data directory (the build check, then PGlite created, migrated and
 *   seeded with the demo accounts). If the web app or the API bundle is out of date, this run
 *   builds it, and says so.
 * - `restart`: the same data directory again, `runs` times: a built tree and an existing database,
 *   the case the target names.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../apps/api/test/child-server.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Math.max(1, Number(args.runs) || 3);
const TARGET_MS = 5_000;
const root = path.resolve(import.meta.dirname, '..');

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

type Run = { ms: number; built: boolean };

async function timeStart(dataDir: string): Promise<Run> {
  const port = await freePort();
  const simulatorPort = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SIMULATOR_PORT: String(simulatorPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let finished = false;
  void exited.then(() => {
    finished = true;
  });
  try {
    while (!(await answers(`http://127.0.0.1:${port}/api/health`))) {
      if (finished) throw new Error(`npm start exited before answering:\n${output}`);
      if (performance.now() - started > 300_000) throw new Error(`no answer after 300 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const ms = performance.now() - started;
    return { ms, built: /vite|built in|building/i.test(output) && !/web: up to date/.test(output) };
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (!finished && child.pid) process.kill(-child.pid, 'SIGKILL');
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
try {
  const load = (loadavg()[0] ?? 0).toFixed(2);
  console.log(`npm start to the first answer of GET /api/health (load average ${load})\n`);
  const first = await timeStart(dataDir);
  console.log(
    `first start (empty database${first.built ? ', builds run' : ', built tree'}): ${(first.ms / 1000).toFixed(2)} s`,
  );
  const restarts: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await timeStart(dataDir);
    restarts.push(run.ms);
    console.log(`restart ${i + 1} (built tree, existing database): ${(run.ms / 1000).toFixed(2)} s`);
  }
  const sorted = [...restarts].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const verdict = median <= TARGET_MS ? 'met' : 'OVER TARGET';
  console.log(
    `\nmedian restart: ${(median / 1000).toFixed(2)} s (target ≤ ${TARGET_MS / 1000} s): ${verdict}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
