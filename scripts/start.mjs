// `npm start`: builds the web app and the API only if their sources changed since their last
// build (each build through its TypeScript script), then runs the compiled API in this process.
// Plain JavaScript so that a start on a built tree costs one `node` start-up, no TypeScript loader.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiBuild, isUpToDate, REPO_ROOT, webBuild } from './build-inputs.mjs';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
for (const build of [webBuild(), apiBuild()]) {
  if (isUpToDate(build)) {
    console.log(`${build.name}: up to date (sources unchanged since its last build)`);
    continue;
  }
  const result = spawnSync(process.execPath, [tsx, path.join(REPO_ROOT, 'scripts', build.script)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(apiBuild().output).href);
