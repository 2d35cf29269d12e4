import { hmacHex, sameHex } from './callback-signature.ts';
import type {
  CallbackHint,
  CardDetails,
  CollectRequest,
  OperatorAdapter,
  OperatorResult,
  PayoutRequest,
} from './operator-adapter.ts';
import {
  callOperator,
  type HttpClient,
  headerOf,
  isRecord,
  joinUrl,
  operatorHttpClient,
  parseJson,
  stringOf,
} from './operator-http.ts';
import {
  failed,
  isRefusal,
  type OperatorReasonCode,
  pending,
  successful,
  unknown,
} from './operator-results.ts';

export interface CardAdapterConfig {
  /** e.g. http://127.0.0.1:3100/card */
  baseUrl: string;
  apiKey: string;
  /** Key of the notifications' Card-Signature. */
  webhookSecret: string;
  timeoutMs: number;
}

/** The processor's failure codes → ours. */
const CARD_REASONS: Readonly<Record<string, OperatorReasonCode>> = {
  card_declined: 'CARD_DECLINED',
  insufficient_funds: 'INSUFFICIENT_FUNDS',
  authentication_failed: 'AUTHENTICATION_FAILED',
  cancelled: 'REFUSED_BY_CUSTOMER',
};

export const CARD_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/**
 * The card processor (hosted payment page; the simulator plays it in sandbox). A collection is a
 * payment whose `hosted_url` is where the customer types the card (a redirect action); the
 * status query decides; notifications are signed hints. Payouts do not go to cards.
 */
export class CardAdapter implements OperatorAdapter {
  readonly operator = 'card' as const;

  constructor(
    private readonly config: CardAdapterConfig,
    private readonly httpClient: HttpClient = operatorHttpClient,
    private readonly now: () => number = Date.now,
  ) {}

  async collect(request: CollectRequest): Promise<OperatorResult> {
    const { reference } = request;
    if (!request.returnUrl) return failed('OPERATOR_ERROR', 'NO_RETURN_URL');
    const answer = await this.#call('POST', 'v1/payments', {
      reference,
      amount: Number(request.amount),
      currency: 'XOF',
      description: request.description,
      return_url: request.returnUrl,
      notify_url: request.callbackUrl,
    });
    if (answer.kind === 'failure') return unknown();
    if ((answer.status === 200 || answer.status === 201) && isRecord(answer.body)) {
      return mapCardPayment(answer.body);
    }
    if (isRefusal(answer.status)) {
      const body = isRecord(answer.body) ? answer.body : {};
      return failed('OPERATOR_ERROR', stringOf(body.code) ?? `HTTP_${answer.status}`, stringOf(body.message));
    }
    return unknown();
  }

  async collectionStatus(reference: string, operatorReference?: string): Promise<OperatorResult> {
    const path = operatorReference
      ? `v1/payments/${encodeURIComponent(operatorReference)}`
      : `v1/payments?reference=${encodeURIComponent(reference)}`;
    const answer = await this.#call('GET', path);
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body))
      return unknown(operatorReference);
    return mapCardPayment(answer.body);
  }

  /**
   * Gives up a payment the customer has not started (no card typed on the hosted page): FAILED
   * `cancelled`. One already under way (3-D Secure) or final answers its current status instead.
   */
  async cancelCollection(operatorReference: string): Promise<OperatorResult> {
    const answer = await this.#call('POST', `v1/payments/${encodeURIComponent(operatorReference)}/cancel`);
    if (answer.kind !== 'answer' || !isRecord(answer.body)) return unknown(operatorReference);
    if (answer.status === 200) return mapCardPayment(answer.body);
    if (answer.status === 409 && isRecord(answer.body.payment)) return mapCardPayment(answer.body.payment);
    return unknown(operatorReference);
  }

  async payout(_request: PayoutRequest): Promise<OperatorResult> {
    return failed('OPERATOR_ERROR', 'PAYOUT_NOT_SUPPORTED', 'Payouts do not go to cards.');
  }

  async payoutStatus(): Promise<OperatorResult> {
    return failed('OPERATOR_ERROR', 'PAYOUT_NOT_SUPPORTED');
  }

  async balance(): Promise<{ available: bigint } | null> {
    return null;
  }

  /** Notifications carry `Card-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. */
  readCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): CallbackHint | null {
    if (
      !verifyCardSignature(
        this.config.webhookSecret,
        headerOf(headers, 'card-signature'),
        rawBody,
        this.now(),
      )
    )
      return null;
    const body = parseJson(rawBody);
    if (!isRecord(body) || !isRecord(body.data)) return null;
    const reference = stringOf(body.data.reference);
    return reference ? { reference, kind: 'collection' } : null;
  }

  #call(method: 'GET' | 'POST', path: string, json?: unknown) {
    return callOperator(this.httpClient, {
      method,
      url: joinUrl(this.config.baseUrl, path),
      headers: { authorization: `Bearer ${this.config.apiKey}` },
      json,
      timeoutMs: this.config.timeoutMs,
    });
  }
}

/** A payment of the processor → our result (with the card's token, brand and last 4 digits). */
export function mapCardPayment(body: Record<string, unknown>): OperatorResult {
  const id = stringOf(body.id);
  const card = cardOf(body.card);
  const withCard = (result: OperatorResult): OperatorResult => (card ? { ...result, card } : result);
  switch (body.status) {
    case 'succeeded':
      return withCard(successful(id));
    case 'failed': {
      const failure = isRecord(body.failure) ? body.failure : {};
      const code = stringOf(failure.code) ?? 'failed';
      return withCard(failed(CARD_REASONS[code] ?? 'OPERATOR_ERROR', code, stringOf(failure.message), id));
    }
    case 'requires_payment':
    case 'requires_action': {
      const url = stringOf(body.hosted_url);
      return withCard(pending(id, url ? { type: 'redirect', url } : undefined));
    }
    default:
      return unknown(id);
  }
}

function cardOf(value: unknown): CardDetails | undefined {
  if (!isRecord(value)) return undefined;
  const token = stringOf(value.token);
  const brand = stringOf(value.brand);
  const last4 = stringOf(value.last4);
  if (!token || !brand || !last4 || !/^\d{4}$/.test(last4)) return undefined;
  return { token, brand, last4 };
}

export function verifyCardSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowMs: number,
): boolean {
  if (!header || secret === '') return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()];
    }),
  );
  const t = parts.t;
  const v1 = parts.v1;
  if (!t || !v1 || !/^\d{1,12}$/.test(t)) return false;
  if (Math.abs(nowMs - Number(t) * 1000) > CARD_SIGNATURE_TOLERANCE_MS) return false;
  return sameHex(v1, hmacHex(secret, `${t}.${rawBody}`));
}
