import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Time-ordered, type-prefixed ids (`usr_…`, `mch_…`): readable in logs and sortable by creation. */
export function newId(prefix: string): string {
  let time = BigInt(Date.now());
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = ALPHABET[Number(time % 32n)] + head;
    time /= 32n;
  }
  let tail = '';
  for (const byte of randomBytes(12)) tail += ALPHABET[byte % 32];
  return `${prefix}_${head}${tail}`;
}

/** A random secret token for links and refresh tokens (URL-safe). */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
