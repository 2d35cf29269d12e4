import { createHash } from 'node:crypto';

/** A stable fingerprint of a JSON body: same fields and values, whatever their order. */
export function fingerprint(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export type IdempotencyCheck =
  | { readonly kind: 'new' }
  | { readonly kind: 'replay'; readonly reference: string }
  | { readonly kind: 'mismatch'; readonly reference: string };

/** Idempotency keys of payout requests, per operator. */
export class IdempotencyStore {
  readonly #entries = new Map<string, { fingerprint: string; reference: string }>();

  check(operator: string, key: string, body: unknown): IdempotencyCheck {
    const entry = this.#entries.get(`${operator}\u0000${key}`);
    if (!entry) return { kind: 'new' };
    return entry.fingerprint === fingerprint(body)
      ? { kind: 'replay', reference: entry.reference }
      : { kind: 'mismatch', reference: entry.reference };
  }

  remember(operator: string, key: string, body: unknown, reference: string): void {
    this.#entries.set(`${operator}\u0000${key}`, { fingerprint: fingerprint(body), reference });
  }

  clear(): void {
    this.#entries.clear();
  }
}
