/**
 * Outgoing callbacks (MTN's PUT, Wave's signed webhooks, our generic POST). Sending is
 * pluggable: the default uses fetch with a timeout; tests inject a recorder.
 */
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

/** Real HTTP delivery, giving up after `timeoutMs`. */
export function fetchSender(timeoutMs = 10_000): CallbackSender {
  return async (request) => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { status: response.status };
  };
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
