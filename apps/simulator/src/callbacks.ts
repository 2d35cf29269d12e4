/**
 * Outgoing callbacks (MTN's PUT, Wave's signed webhooks, our generic POST). Sending is
 * pluggable: the default uses node:http with keep-alive and a timeout; tests inject a recorder.
 */
import http from 'node:http';
import https from 'node:https';
import { urlToHttpOptions } from 'node:url';

export interface CallbackRequest {
  readonly url: string;
  readonly method: 'POST' | 'PUT';
  readonly headers: Readonly<Record<string, string>>;
  /** The exact bytes sent (signatures are computed over them). */
  readonly body: string;
  /** For the log: which simulated operator and transaction. */
  readonly operator: string;
  readonly reference: string;
}

export interface CallbackResult {
  readonly status: number;
}

export type CallbackSender = (request: CallbackRequest) => Promise<CallbackResult>;

export interface CallbackLogEntry {
  readonly operator: string;
  readonly reference: string;
  readonly url: string;
  readonly method: string;
  readonly copy: number;
  readonly at: number;
  readonly status: number | null;
  readonly error: string | null;
}

/** The message of a callback given up after the timeout (the same words as fetch's). */
const TIMEOUT_MESSAGE = 'The operation was aborted due to timeout';

/**
 * Real HTTP delivery with node:http(s) over keep-alive connections (reused while they stay
 * open, a new one only when all are busy), giving up after `timeoutMs` without an answer.
 * Cheaper per callback than fetch (no web streams, no AbortSignal).
 */
export function httpSender(timeoutMs = 10_000): CallbackSender {
  // Idle sockets close after 4 s (sooner if the receiver's Keep-Alive header says so).
  const agents = {
    'http:': new http.Agent({ keepAlive: true, timeout: 4_000, scheduling: 'lifo' }),
    'https:': new https.Agent({ keepAlive: true, timeout: 4_000, scheduling: 'lifo' }),
  };
  // Where each callback URL points, parsed once (clients send the same few URLs).
  const targets = new Map<string, http.RequestOptions | null>();
  const target = (url: string) => {
    let found = targets.get(url);
    if (found === undefined) {
      const parsed = URL.canParse(url) ? new URL(url) : null;
      found =
        parsed?.protocol === 'http:' || parsed?.protocol === 'https:'
          ? { ...urlToHttpOptions(parsed), agent: agents[parsed.protocol] }
          : null;
      if (targets.size >= 1_000) targets.clear();
      targets.set(url, found);
    }
    return found;
  };
  return (request) =>
    new Promise<CallbackResult>((resolve, reject) => {
      const options = target(request.url);
      if (!options) {
        reject(new TypeError(`Cannot send a callback to ${request.url}: not an http(s) URL.`));
        return;
      }
      const headers = { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
      const onResponse = (response: http.IncomingMessage) => {
        response.on('error', () => {});
        response.resume();
        resolve({ status: response.statusCode ?? 0 });
      };
      const outgoing = (options.protocol === 'https:' ? https : http).request(
        { ...options, method: request.method, headers },
        onResponse,
      );
      const timer = setTimeout(
        () => outgoing.destroy(Object.assign(new Error(TIMEOUT_MESSAGE), { name: 'TimeoutError' })),
        timeoutMs,
      );
      outgoing.once('close', () => clearTimeout(timer));
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
}

const LOG_LIMIT = 1000;

/** Sends callbacks after the current request has been answered, and keeps a log. */
export class CallbackDispatcher {
  readonly #inFlight = new Set<Promise<void>>();
  readonly #log: CallbackLogEntry[] = [];

  constructor(
    private readonly send: CallbackSender,
    private readonly now: () => number,
    private readonly onError: (error: unknown, request: CallbackRequest) => void = () => {},
  ) {}

  /** Sends `copies` identical requests one after the other, starting on the next tick. */
  dispatch(request: CallbackRequest, copies: number): void {
    const job = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      for (let copy = 1; copy <= copies; copy++) await this.#deliver(request, copy);
    });
    this.#inFlight.add(job);
    void job.finally(() => this.#inFlight.delete(job));
  }

  /** Resolves once every callback dispatched so far (and any they caused) is delivered or failed. */
  async flush(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  log(): readonly CallbackLogEntry[] {
    return this.#log;
  }

  clearLog(): void {
    this.#log.length = 0;
  }

  async #deliver(request: CallbackRequest, copy: number): Promise<void> {
    const base = {
      operator: request.operator,
      reference: request.reference,
      url: request.url,
      method: request.method,
      copy,
      at: this.now(),
    };
    try {
      const result = await this.send(request);
      this.#record({ ...base, status: result.status, error: null });
    } catch (error) {
      this.#record({ ...base, status: null, error: error instanceof Error ? error.message : String(error) });
      this.onError(error, request);
    }
  }

  #record(entry: CallbackLogEntry): void {
    this.#log.push(entry);
    if (this.#log.length > LOG_LIMIT) this.#log.shift();
  }
}
