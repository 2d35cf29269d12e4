import type { OperatorCode } from '@platform/domain';
import { verifyBodySignature } from './callback-signature.ts';
import type {
  CallbackHint,
  CollectRequest,
  CustomerAction,
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

/** Networks served with our documented protocol (apps/simulator/README.md). */
export const GENERIC_OPERATOR_CODES = [
  'moov',
  'celtiis_bj',
  'togocom_tg',
  'moov_tg',
  'moov_ci',
  'orange_ci',
  'orange_sn',
  'free_sn',
] as const satisfies readonly OperatorCode[];
export type GenericOperatorCode = (typeof GENERIC_OPERATOR_CODES)[number];

export interface GenericAdapterConfig {
  operator: GenericOperatorCode;
  /** e.g. http://127.0.0.1:3100/moov */
  baseUrl: string;
  apiKey: string;
  /** Key of the callbacks' X-Signature. */
  callbackSecret: string;
  timeoutMs: number;
}

/** Reason codes of our protocol → ours (the same words, mostly). */
export const GENERIC_REASONS: Readonly<Record<string, OperatorReasonCode>> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  MERCHANT_INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  PAYER_NOT_FOUND: 'INVALID_NUMBER',
  PAYEE_NOT_FOUND: 'INVALID_NUMBER',
  INVALID_MSISDN: 'INVALID_NUMBER',
  REJECTED: 'REFUSED_BY_CUSTOMER',
  INVALID_OTP: 'INVALID_OTP',
};

type Kind = 'collection' | 'payout';
const PATHS: Record<Kind, string> = { collection: 'v1/collections', payout: 'v1/payouts' };

/**
 * Our protocol: collections answered with a USSD push or an OTP step, an OTP submitted in the
 * creation (code dialed first) or afterwards, payouts with Idempotency-Key, signed callbacks.
 * The operator's reference is ours.
 */
export class GenericAdapter implements OperatorAdapter {
  readonly operator: OperatorCode;

  constructor(
    private readonly config: GenericAdapterConfig,
    private readonly httpClient: HttpClient = operatorHttpClient,
  ) {
    this.operator = config.operator;
  }

  async collect(request: CollectRequest): Promise<OperatorResult> {
    const { reference } = request;
    const answer = await this.#call('POST', PATHS.collection, {
      reference,
      amount: request.amount.toString(),
      msisdn: request.msisdn,
      callback_url: request.callbackUrl,
      description: request.description,
      ...(request.otp ? { otp: request.otp } : {}),
    });
    if (answer.kind === 'failure') return unknown(reference);
    if (answer.status === 200 || answer.status === 202) {
      if (!isRecord(answer.body)) return unknown(reference);
      return mapGenericStatus(answer.body, reference, 'collection');
    }
    if (answer.status === 409) {
      // Created by an earlier call: the code the customer now gives goes to the OTP step.
      return request.otp ? this.#submitOtp(reference, request.otp) : this.collectionStatus(reference);
    }
    return refusalOrUnknown(answer, reference);
  }

  collectionStatus(reference: string, operatorReference?: string): Promise<OperatorResult> {
    return this.#status('collection', operatorReference ?? reference);
  }

  async payout(request: PayoutRequest): Promise<OperatorResult> {
    const { reference } = request;
    const answer = await this.#call(
      'POST',
      PATHS.payout,
      {
        reference,
        amount: request.amount.toString(),
        msisdn: request.msisdn,
        callback_url: request.callbackUrl,
        description: request.description,
      },
      { 'idempotency-key': request.idempotencyKey },
    );
    if (answer.kind === 'failure') return unknown(reference);
    if (answer.status === 200 || answer.status === 202) {
      return isRecord(answer.body) ? mapGenericStatus(answer.body, reference, 'payout') : unknown(reference);
    }
    // IDEMPOTENCY_KEY_REUSED or DUPLICATE_REFERENCE: the payout exists, its status decides.
    if (answer.status === 409) return this.payoutStatus(reference);
    return refusalOrUnknown(answer, reference);
  }

  payoutStatus(reference: string, operatorReference?: string): Promise<OperatorResult> {
    return this.#status('payout', operatorReference ?? reference);
  }

  async balance(): Promise<{ available: bigint } | null> {
    const answer = await this.#call('GET', 'v1/balance');
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body)) return null;
    const available = wholeAmount(answer.body.available);
    return available === null ? null : { available };
  }

  /** Callbacks carry X-Signature = hex HMAC-SHA256 of the raw body. */
  readCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): CallbackHint | null {
    if (!verifyBodySignature(this.config.callbackSecret, headerOf(headers, 'x-signature'), rawBody))
      return null;
    const body = parseJson(rawBody);
    if (!isRecord(body)) return null;
    const reference = stringOf(body.reference);
    const kind = body.type;
    if (!reference || (kind !== 'collection' && kind !== 'payout')) return null;
    return { reference, kind };
  }

  async #submitOtp(reference: string, otp: string): Promise<OperatorResult> {
    const path = `${PATHS.collection}/${encodeURIComponent(reference)}/otp`;
    const answer = await this.#call('POST', path, { otp });
    if (answer.kind === 'failure') return unknown(reference);
    if ((answer.status === 200 || answer.status === 202) && isRecord(answer.body)) {
      return mapGenericStatus(answer.body, reference, 'collection');
    }
    const body = isRecord(answer.body) ? answer.body : {};
    if (answer.status === 400 && body.code === 'INVALID_OTP' && Number(body.attempts_left) > 0) {
      // Still waiting for the right code.
      return pending(reference, {
        type: 'otp',
        instructions: `Wrong code, ${Number(body.attempts_left)} attempt(s) left.`,
      });
    }
    // Not waiting for a code (any more), or the last attempt failed: the status decides.
    return this.collectionStatus(reference);
  }

  async #status(kind: Kind, reference: string): Promise<OperatorResult> {
    const answer = await this.#call('GET', `${PATHS[kind]}/${encodeURIComponent(reference)}`);
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body))
      return unknown(reference);
    return mapGenericStatus(answer.body, reference, kind);
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

/** A status body (or a creation answer) of our protocol → our result. */
export function mapGenericStatus(
  body: Record<string, unknown>,
  reference: string,
  kind: Kind,
): OperatorResult {
  switch (body.status) {
    case 'SUCCESSFUL':
      return successful(reference);
    case 'PENDING': {
      const action = kind === 'collection' ? genericAction(body.action) : undefined;
      return pending(reference, action);
    }
    case 'FAILED': {
      const reason = isRecord(body.reason) ? body.reason : {};
      const code = stringOf(reason.code) ?? 'FAILED';
      return failed(GENERIC_REASONS[code] ?? 'OPERATOR_ERROR', code, stringOf(reason.message), reference);
    }
    default:
      return unknown(reference);
  }
}

/** The protocol's `action` → what the customer must do. */
export function genericAction(action: unknown): CustomerAction | undefined {
  if (!isRecord(action)) return undefined;
  const message = stringOf(action.message);
  switch (action.type) {
    case 'ussd_push':
      return { type: 'ussd_push', ...(message ? { message } : {}) };
    case 'otp': {
      const ussd = stringOf(action.ussd_code);
      const instructions = ussd ? `Dial ${ussd} to get a one-time code.` : message;
      return { type: 'otp', ...(instructions ? { instructions } : {}) };
    }
    case 'redirect': {
      const url = stringOf(action.url);
      return url ? { type: 'redirect', url } : undefined;
    }
    default:
      return undefined;
  }
}

function refusalOrUnknown(
  answer: Extract<HttpAnswer, { kind: 'answer' }>,
  reference: string,
): OperatorResult {
  if (!isRefusal(answer.status)) return unknown(reference);
  const body = isRecord(answer.body) ? answer.body : {};
  const code = stringOf(body.code) ?? `HTTP_${answer.status}`;
  return failed(GENERIC_REASONS[code] ?? 'OPERATOR_ERROR', code, stringOf(body.message));
}
