// Plain JavaScript on purpose: `npm start` (scripts/start.mjs) reads it with plain `node`, so a
// start on a built tree needs no TypeScript loader at all. The build scripts import it too.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The flags `node` gets before the API in production, as written in the root package.json's
 * `start` script (their one home): a young generation of 32 MiB per semi-space instead of
 * Node 20's 16 halves the API's garbage collection time per collection (docs/performance.md).
 * The benches start their API processes with them, so they measure what `npm start` runs.
 */
export function apiNodeFlags() {
  const start = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Every file under `relative` (a file or a folder of `root`), node_modules left out. */
function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(root, path.join(relative, entry.name)));
}

/**
 * A digest of the contents (not the dates, so a fresh checkout of the same commit counts as
 * unchanged) of every file a build reads, written beside the build's output.
 */
export function sourcesDigest(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(REPO_ROOT, input)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(REPO_ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** The web app's build: what it reads and where it goes (WEB_DIST_DIR: parallel browser runs). */
export function webBuild() {
  const outDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
  return {
    name: 'web app',
    script: 'build-web.ts',
    output: path.join(outDir, 'index.html'),
    stampFile: path.join(outDir, '.sources-digest'),
    inputs: [
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
    ],
  };
}

/** The API's build: one bundle that plain `node` runs. */
export function apiBuild() {
  const outDir = path.join(REPO_ROOT, 'apps/api/dist');
  return {
    name: 'API',
    script: 'build-api.ts',
    output: path.join(outDir, 'main.js'),
    stampFile: path.join(outDir, '.sources-digest'),
    inputs: [
      'apps/api/src',
      'apps/simulator/src',
      'packages/domain/src',
      'packages/contracts/src',
      'package-lock.json',
      'scripts/build-api.ts',
      'scripts/build-inputs.mjs',
    ],
  };
}

/** The build on disk was made from the sources as they are now. */
export function isUpToDate(build, digest = sourcesDigest(build.inputs)) {
  return (
    existsSync(build.output) &&
    existsSync(build.stampFile) &&
    readFileSync(build.stampFile, 'utf8').trim() === digest
  );
}
