/**
 * Builds the web app unless the build on disk was made from the same sources: `npm start` used to
 * run Vite at every start (about half of the time to the first answer). The sources' digest
 * (contents of every input file, not their dates, so a fresh checkout of the same commit counts as
 * unchanged) is written beside the build; `--force` builds anyway.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourcesDigest } from './sources-digest.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
const stampFile = path.join(distDir, '.sources-digest');

/** What the build reads: the web app, the shared packages, and the locked dependency versions. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/checkout.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/contracts/src',
  'package-lock.json',
];

const digest = sourcesDigest(root, INPUTS);
const built = existsSync(path.join(distDir, 'index.html')) && existsSync(stampFile);
if (!process.argv.includes('--force') && built && readFileSync(stampFile, 'utf8').trim() === digest) {
  console.log(`web app: up to date in ${path.relative(root, distDir) || distDir} (sources unchanged)`);
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@platform/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${digest}\n`);
}
