/**
 * `npm run bench:payout-lists [-- --pglite | --memory] [--xlsx-rows 10000] [--csv-rows 100000]`
 *
 * Compiles `bench/payout-lists-run.ts` the way `npm start` compiles the API (scripts/build-api.ts)
 * and runs it under plain `node`: the time and memory printed are those of the code production
 * runs, without the TypeScript loader's own memory. See payout-lists-run.ts for what it measures.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bundleForNode } from '../scripts/build-api.ts';

const compiled = await bundleForNode(
  path.join(import.meta.dirname, 'payout-lists-run.ts'),
  'payout-lists-bench.js',
);
const run = spawnSync(process.execPath, ['--enable-source-maps', compiled, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
