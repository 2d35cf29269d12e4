import type { OperatorCode } from '@platform/domain';
import { verifyWaveSignature } from './callback-signature.ts';
import type {
  CallbackHint,
  CollectRequest,
  OperatorAdapter,
  OperatorResult,
  PayoutRequest,
} from './operator-adapter.ts';
import {
  callOperator,
  type HttpAnswer,
  type HttpClient,
  headerOf,
  isRecord,
  joinUrl,
  operatorHttpClient,
  parseJson,
  stringOf,
  wholeAmount,
} from './operator-http.ts';
import {
  failed,
  isRefusal,
  type OperatorReasonCode,
  pending,
  successful,
  unknown,
} from './operator-results.ts';

export interface WaveAdapterConfig {
  operator: Extract<OperatorCode, 'wave_ci' | 'wave_sn'>;
  /** https://api.wave.com or http://127.0.0.1:3100/wave */
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Where Wave sends the customer when the request has no returnUrl/cancelUrl. */
  defaultReturnUrl?: string;
  timeoutMs: number;
}

/** Wave error codes (last_payment_error.code, payout_error.error_code) → ours. */
export const WAVE_REASONS: Readonly<Record<string, OperatorReasonCode>> = {
  'insufficient-funds': 'INSUFFICIENT_FUNDS',
  'payer-not-found': 'INVALID_NUMBER',
  'recipient-not-found': 'INVALID_NUMBER',
  'payment-rejected': 'REFUSED_BY_CUSTOMER',
  'cancelled-by-user': 'REFUSED_BY_CUSTOMER',
};

/** Wave Checkout (collections by redirect) and Payout APIs. */
export class WaveAdapter implements OperatorAdapter {
  readonly operator: OperatorCode;

  constructor(
    private readonly config: WaveAdapterConfig,
    private readonly httpClient: HttpClient = operatorHttpClient,
    private readonly now: () => number = Date.now,
  ) {
    this.operator = config.operator;
  }

  async collect(request: CollectRequest): Promise<OperatorResult> {
    const successUrl = request.returnUrl ?? this.config.defaultReturnUrl;
    const errorUrl = request.cancelUrl ?? successUrl;
    if (!successUrl || !errorUrl) {
      return failed('OPERATOR_ERROR', 'MISSING_RETURN_URL', 'Wave needs a return URL for the customer.');
    }
    const answer = await this.#call('POST', 'v1/checkout/sessions', {
      amount: request.amount.toString(),
      currency: 'XOF',
      success_url: successUrl,
      error_url: errorUrl,
      client_reference: request.reference,
    });
    if (answer.kind === 'failure') return unknown();
    if (answer.status === 200 || answer.status === 201) {
      if (!isRecord(answer.body)) return unknown();
      const result = mapWaveSession(answer.body);
      const url = stringOf(answer.body.wave_launch_url);
      if (result.status === 'PENDING' && url) return { ...result, action: { type: 'redirect', url } };
      return result;
    }
    return refusalOrUnknown(answer);
  }

  /** A checkout session can only be read by its id: without it, UNKNOWN. */
  async collectionStatus(reference: string, operatorReference?: string): Promise<OperatorResult> {
    if (!operatorReference) return unknown();
    const answer = await this.#call('GET', `v1/checkout/sessions/${encodeURIComponent(operatorReference)}`);
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body)) {
      return unknown(operatorReference);
    }
    const clientReference = stringOf(answer.body.client_reference);
    if (clientReference !== undefined && clientReference !== reference) return unknown(operatorReference);
    return mapWaveSession(answer.body);
  }

  async payout(request: PayoutRequest): Promise<OperatorResult> {
    const answer = await this.#call(
      'POST',
      'v1/payout',
      {
        currency: 'XOF',
        receive_amount: request.amount.toString(),
        mobile: `+${request.msisdn.replace(/^\+/, '')}`,
        client_reference: request.reference,
        payment_reason: request.description.slice(0, 40),
      },
      { 'idempotency-key': request.idempotencyKey },
    );
    if (answer.kind === 'failure') return unknown();
    if (answer.status === 200 || answer.status === 201) {
      return isRecord(answer.body) ? mapWavePayout(answer.body) : unknown();
    }
    // The key was already used: a payout exists; find it.
    if (answer.status === 409) return this.payoutStatus(request.reference);
    return refusalOrUnknown(answer);
  }

  async payoutStatus(reference: string, operatorReference?: string): Promise<OperatorResult> {
    if (operatorReference) {
      const answer = await this.#call('GET', `v1/payout/${encodeURIComponent(operatorReference)}`);
      if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body)) {
        return unknown(operatorReference);
      }
      return mapWavePayout(answer.body);
    }
    const answer = await this.#call(
      'GET',
      `v1/payouts/search?client_reference=${encodeURIComponent(reference)}`,
    );
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body)) return unknown();
    const found = Array.isArray(answer.body.result) ? answer.body.result.filter(isRecord) : [];
    const mine = found.filter((payout) => payout.client_reference === reference).map(mapWavePayout);
    // One key per reference makes one payout; if there were several, money moved if any succeeded.
    return (
      mine.find((r) => r.status === 'SUCCESSFUL') ??
      mine.find((r) => r.status === 'PENDING' || r.status === 'UNKNOWN') ??
      mine[0] ??
      unknown()
    );
  }

  async balance(): Promise<{ available: bigint } | null> {
    const answer = await this.#call('GET', 'v1/balance');
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body)) return null;
    const available = wholeAmount(answer.body.amount);
    return available === null ? null : { available };
  }

  /** Checkout webhooks, signed with Wave-Signature; the reference is data.client_reference. */
  readCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): CallbackHint | null {
    const signature = headerOf(headers, 'wave-signature');
    if (!verifyWaveSignature(this.config.webhookSecret, signature, rawBody, this.now())) return null;
    const body = parseJson(rawBody);
    if (!isRecord(body) || !isRecord(body.data) || typeof body.type !== 'string') return null;
    const reference = stringOf(body.data.client_reference);
    if (!reference) return null;
    if (body.type.startsWith('checkout.')) return { reference, kind: 'collection' };
    if (body.type.startsWith('payout.')) return { reference, kind: 'payout' };
    return null;
  }

  #call(method: 'GET' | 'POST', path: string, json?: unknown, headers: Record<string, string> = {}) {
    return callOperator(this.httpClient, {
      method,
      url: joinUrl(this.config.baseUrl, path),
      headers: { authorization: `Bearer ${this.config.apiKey}`, ...headers },
      json,
      timeoutMs: this.config.timeoutMs,
    });
  }
}

/** A checkout session → our result (operatorReference = the session id). */
export function mapWaveSession(session: Record<string, unknown>): OperatorResult {
  const id = stringOf(session.id);
  const paymentStatus = session.payment_status;
  const checkoutStatus = session.checkout_status;
  if (paymentStatus === 'succeeded') return successful(id);
  if (checkoutStatus === 'expired' || paymentStatus === 'cancelled') {
    const error = isRecord(session.last_payment_error) ? session.last_payment_error : {};
    const code = stringOf(error.code) ?? 'session-expired';
    return failed(WAVE_REASONS[code] ?? 'OPERATOR_ERROR', code, stringOf(error.message), id);
  }
  if (checkoutStatus === 'open' || paymentStatus === 'processing') return pending(id);
  return unknown(id);
}

/** A payout → our result (operatorReference = the payout id). */
export function mapWavePayout(payout: Record<string, unknown>): OperatorResult {
  const id = stringOf(payout.id);
  switch (payout.status) {
    case 'succeeded':
      return successful(id);
    case 'processing':
      return pending(id);
    case 'failed':
    case 'reversed': {
      const error = isRecord(payout.payout_error) ? payout.payout_error : {};
      const code = stringOf(error.error_code) ?? `payout-${payout.status}`;
      return failed(WAVE_REASONS[code] ?? 'OPERATOR_ERROR', code, stringOf(error.error_message), id);
    }
    default:
      return unknown(id);
  }
}

function refusalOrUnknown(answer: Extract<HttpAnswer, { kind: 'answer' }>): OperatorResult {
  if (!isRefusal(answer.status)) return unknown();
  const body = isRecord(answer.body) ? answer.body : {};
  const code = stringOf(body.code) ?? `http-${answer.status}`;
  return failed(WAVE_REASONS[code] ?? 'OPERATOR_ERROR', code, stringOf(body.message));
}
