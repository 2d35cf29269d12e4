/**
 * Builds the web app unless the build on disk was made from the same sources: `npm start` used to
 * run Vite at every start (about half of the time to the first answer). The sources' digest
 * (contents of every input file, not their dates, so a fresh checkout of the same commit counts as
 * unchanged) is written beside the build; `--force` builds anyway.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { isUpToDate, REPO_ROOT, sourcesDigest, webBuild } from './build-inputs.mjs';

const build = webBuild();
const digest = sourcesDigest(build.inputs);
if (!process.argv.includes('--force') && isUpToDate(build, digest)) {
  console.log(
    `web app: up to date in ${path.relative(REPO_ROOT, path.dirname(build.output))} (sources unchanged)`,
  );
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@platform/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(build.stampFile, `${digest}\n`);
}
