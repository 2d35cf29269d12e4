import { randomBytes, randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
// Random bytes for the ids' tails, drawn 6 KB at a time (one call to the CSPRNG per 512 ids).
const pool = Buffer.allocUnsafe(12 * 512);
let used = pool.length;

/** Time-ordered, type-prefixed ids (`usr_…`, `mch_…`): readable in logs and sortable by creation. */
export function newId(prefix: string): string {
  let time = Date.now();
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = ALPHABET[time % 32] + head;
    time = Math.floor(time / 32);
  }
  if (used + 12 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  let tail = '';
  for (let i = used; i < used + 12; i++) tail += ALPHABET[pool[i]! % 32];
  used += 12;
  return `${prefix}_${head}${tail}`;
}

/** A random secret token for links and refresh tokens (URL-safe). */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
