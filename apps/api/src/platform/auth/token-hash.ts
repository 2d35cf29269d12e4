import { hash } from 'node:crypto';

/** Secrets sent by link or cookie are stored as SHA-256: a database leak does not reveal them. */
export function hashToken(token: string): string {
  // One-shot: no Hash object per call (every merchant API request hashes its key).
  return hash('sha256', token, 'hex');
}

const hashedOfRequest = new WeakMap<object, { token: string; hash: string }>();

/**
 * `hashToken` of a token a request carries, computed once per request: the merchant API's rate
 * limit and its key authentication both need the key's hash (a SHA-256 each, per request).
 */
export function hashRequestToken(request: object, token: string): string {
  const known = hashedOfRequest.get(request);
  if (known?.token === token) return known.hash;
  const hash = hashToken(token);
  hashedOfRequest.set(request, { token, hash });
  return hash;
}
