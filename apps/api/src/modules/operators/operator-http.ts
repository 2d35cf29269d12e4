/**
 * One HTTP call to an operator, reduced to what the adapters decide on. Never throws: a
 * timeout or a network error is a `failure`, a body that is not JSON is `unreadable`.
 */
export type FetchLike = typeof fetch;

export type HttpAnswer =
  | {
      kind: 'answer';
      status: number;
      /** Parsed JSON; undefined for an empty body or an unreadable one. */
      body: unknown;
      /** True when there was a body and it was not JSON. */
      unreadable: boolean;
    }
  | { kind: 'failure'; reason: 'timeout' | 'network'; message: string };

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** Serialized as JSON when given. */
  json?: unknown;
  timeoutMs: number;
}

export async function callOperator(fetchFn: FetchLike, call: HttpCall): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  const signal = AbortSignal.timeout(call.timeoutMs);
  try {
    const response = await fetchFn(call.url, {
      method: call.method,
      headers,
      ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
      signal,
    });
    const text = await response.text();
    if (text.trim() === '')
      return { kind: 'answer', status: response.status, body: undefined, unreadable: false };
    try {
      return { kind: 'answer', status: response.status, body: JSON.parse(text), unreadable: false };
    } catch {
      return { kind: 'answer', status: response.status, body: undefined, unreadable: true };
    }
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
    return {
      kind: 'failure',
      reason: timedOut ? 'timeout' : 'network',
      message: timedOut ? `no answer within ${call.timeoutMs} ms` : describeError(error),
    };
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A whole amount of XOF from an operator's answer ('123', 123, '123.00'); null otherwise. */
export function wholeAmount(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+(\.0+)?$/.test(value.trim()))
    return BigInt(value.trim().split('.')[0] ?? '0');
  return null;
}

/** Joins a base URL and a path without doubling or losing the slash. */
export const joinUrl = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** One header of a callback, whatever its case, first value if repeated. */
export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
