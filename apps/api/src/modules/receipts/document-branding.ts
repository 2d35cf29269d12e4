import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** A stored logo's bytes, or null when the shop has none or it cannot be read (the document goes without). */
export async function readLogo(storage: Pick<FileStorage, 'read'> | undefined, key: string | null) {
  if (!storage || !key) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}
