/**
 * Compiles the API (and the embedded operator simulator it can start) into one JavaScript file,
 * `apps/api/dist/main.js`, that `npm start` runs with plain `node`: no TypeScript compiler in the
 * production process. The workspace packages (@platform/*, TypeScript sources) are bundled in; every
 * npm dependency stays an import resolved from node_modules. Data files (migrations, the modules'
 * SQL routines) are read from apps/api/src at run time (platform/source-paths.ts).
 *
 * Skipped when the bundle on disk was made from the same sources (their digest is written beside
 * it); `--force` builds anyway. esbuild takes about a second.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { apiBuild, isUpToDate, REPO_ROOT, sourcesDigest } from './build-inputs.mjs';

const api = apiBuild();
const outDir = path.dirname(api.output);

/** npm packages stay imports (node resolves them); our workspace packages are TypeScript: bundled in. */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi(force = false): Promise<'built' | 'unchanged'> {
  const digest = sourcesDigest(api.inputs);
  if (!force && isUpToDate(api, digest)) return 'unchanged';
  await bundleForNode(path.join(REPO_ROOT, 'apps/api/src/main.ts'), 'main.js');
  writeFileSync(api.stampFile, digest);
  return 'built';
}

/**
 * Compiles one entry point the way the API is compiled, into `apps/api/dist/<name>` (where the
 * compiled code finds its data files): benches use it to measure the code production runs.
 */
export async function bundleForNode(entryPoint: string, name: string): Promise<string> {
  const outfile = path.join(outDir, name);
  await build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalDependencies],
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = Date.now();
  const result = await buildApi(process.argv.includes('--force'));
  console.log(
    result === 'built'
      ? `API compiled to apps/api/dist/main.js in ${Date.now() - started} ms.`
      : 'API unchanged since its last build: apps/api/dist/main.js kept.',
  );
}
