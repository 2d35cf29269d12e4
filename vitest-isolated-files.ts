import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * A workspace's list of the test files that keep a process each (its `vitest-files.ts`), checked:
 * a name that matches no file would leave the file it meant in the shared process unnoticed.
 */
export function isolatedTestFiles(workspaceDir: string, files: string[]): string[] {
  for (const file of files)
    if (!existsSync(path.join(workspaceDir, file)))
      throw new Error(`${path.basename(workspaceDir)}/vitest-files.ts names no file ${file}`);
  return files;
}
