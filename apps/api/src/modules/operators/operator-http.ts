import http from 'node:http';
import https from 'node:https';

/**
 * One HTTP call to an operator, reduced to what the adapters decide on. Never throws: a
 * timeout or a network error is a `failure`, a body that is not JSON is `unreadable`.
 */
export type FetchLike = typeof fetch;

/**
 * How an adapter reaches its operator: the process's keep-alive client (`operatorHttpClient`,
 * the registry's default), or a fetch (a test's, to count or fake calls).
 */
export type HttpClient = FetchLike | KeepAliveHttpClient;

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
  /** For the whole call: connection, request and the answer's body. */
  timeoutMs: number;
}

export async function callOperator(client: HttpClient, call: HttpCall): Promise<HttpAnswer> {
  if (client instanceof KeepAliveHttpClient) return client.call(call);
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  const signal = AbortSignal.timeout(call.timeoutMs);
  try {
    const response = await client(call.url, {
      method: call.method,
      headers,
      ...(call.json === undefined ? {} : { body: JSON.stringify(call.json) }),
      signal,
    });
    return answerOf(response.status, await response.text());
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
    return timedOut ? timeoutOf(call) : networkFailure(error);
  }
}

function answerOf(status: number, text: string): HttpAnswer {
  if (text.trim() === '') return { kind: 'answer', status, body: undefined, unreadable: false };
  try {
    return { kind: 'answer', status, body: JSON.parse(text), unreadable: false };
  } catch {
    return { kind: 'answer', status, body: undefined, unreadable: true };
  }
}

const timeoutOf = (call: HttpCall): HttpAnswer => ({
  kind: 'failure',
  reason: 'timeout',
  message: `no answer within ${call.timeoutMs} ms`,
});

const networkFailure = (error: unknown): HttpAnswer => ({
  kind: 'failure',
  reason: 'network',
  message: describeError(error),
});

/**
 * Operator calls over node:http(s) with keep-alive connections per origin: no WHATWG
 * Request/Response/stream objects per call, as global fetch makes. Idle connections are closed
 * after 4 s (sooner if the operator's `Keep-Alive: timeout` hint says so), before a server would
 * close them under a new request. Redirects are answered as they are (not followed); no
 * compressed bodies are asked for. A GET that fails on a reused connection before any answer
 * (the operator closed it meanwhile) is sent again once on a new one; a POST never is.
 */
export class KeepAliveHttpClient {
  readonly #agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: 4_000, scheduling: 'lifo' }),
    'https:': new https.Agent({ keepAlive: true, timeout: 4_000, scheduling: 'lifo' }),
  };

  call(call: HttpCall): Promise<HttpAnswer> {
    return new Promise((resolve) => {
      let settled = false;
      let request: http.ClientRequest | undefined;
      const finish = (answer: HttpAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const timer = setTimeout(() => {
        finish(timeoutOf(call));
        request?.destroy();
      }, call.timeoutMs);
      const attempt = (last: boolean) => {
        if (settled) return;
        request = this.#send(call, finish, last ? undefined : () => attempt(true));
      };
      attempt(call.method !== 'GET');
    });
  }

  /** One request; `again` (if given) is called instead of failing when a kept connection was stale. */
  #send(
    call: HttpCall,
    finish: (answer: HttpAnswer) => void,
    again: (() => void) | undefined,
  ): http.ClientRequest | undefined {
    let url: URL;
    try {
      url = new URL(call.url);
    } catch (error) {
      finish(networkFailure(error));
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      finish(networkFailure(new Error(`unsupported protocol ${url.protocol}`)));
      return undefined;
    }
    const body = call.json === undefined ? undefined : JSON.stringify(call.json);
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    let answered = false;
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: call.method, headers, agent: this.#agents[url.protocol] },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let text = Buffer.concat(chunks).toString('utf8');
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
          finish(answerOf(response.statusCode ?? 0, text));
        });
        response.on('error', (error) => finish(networkFailure(error)));
        response.on('close', () => {
          if (!response.complete)
            finish(networkFailure(new Error('connection closed before the answer ended')));
        });
      },
    );
    request.on('error', (error) => {
      const stale = request.reusedSocket && !answered && (error as { code?: string }).code === 'ECONNRESET';
      if (stale && again) again();
      else finish(networkFailure(error));
    });
    request.end(body);
    return request;
  }

  /** Closes the idle connections (tests, shutdown). */
  close() {
    this.#agents['http:'].destroy();
    this.#agents['https:'].destroy();
  }
}

/** The process's operator client: one set of keep-alive connections for every adapter. */
export const operatorHttpClient = new KeepAliveHttpClient();

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
