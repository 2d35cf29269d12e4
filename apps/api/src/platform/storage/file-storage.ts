import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Private files on local disk under the uploads directory; keys never come from user input. */
export function createFileStorage(root: string) {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return full;
  };
  return {
    async save(folder: string, extension: string, data: Buffer): Promise<string> {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.dirname(resolve(key)), { recursive: true });
      await writeFile(resolve(key), data, { mode: 0o600 });
      return key;
    },
    read: (key: string) => createReadStream(resolve(key)),
    remove: (key: string) => rm(resolve(key), { force: true }),
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
