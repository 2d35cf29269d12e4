import { createHash } from 'node:crypto';

/** Secrets sent by link or cookie are stored as SHA-256: a database leak does not reveal them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
