/** Orders two strings by Unicode code point (not UTF-16 unit, not any locale's collation). */
export function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx - cy;
  }
}

/**
 * JSON of a parsed value with object keys sorted by code point, bigints as their digits: the same
 * value gives the same text whatever the field order, the process's locale or the request's.
 */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
        const entries = Object.entries(v as Record<string, unknown>);
        entries.sort(([a], [b]) => compareCodePoints(a, b));
        return Object.fromEntries(entries);
      }
      return v;
    }) ?? 'null'
  );
}
