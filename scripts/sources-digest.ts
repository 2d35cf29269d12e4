import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `relative` (a file or a folder of `root`), node_modules left out. */
function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(root, path.join(relative, entry.name)));
}

/**
 * A digest of the contents (not the dates, so a fresh checkout of the same commit counts as
 * unchanged) of every file a build reads: the builds of `npm start` (scripts/build-web.ts,
 * scripts/build-api.ts) write it beside their output and skip the build when it has not changed.
 */
export function sourcesDigest(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}
