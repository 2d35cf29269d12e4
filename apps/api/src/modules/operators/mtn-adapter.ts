import type { OperatorCode } from '@platform/domain';
import { deriveUuid } from './derive-uuid.ts';
import { type MtnAnswer, MtnClient, type MtnClientConfig, type MtnProduct } from './mtn-client.ts';
import type {
  CallbackHint,
  CollectRequest,
  OperatorAdapter,
  OperatorResult,
  PayoutRequest,
} from './operator-adapter.ts';
import {
  type HttpClient,
  isRecord,
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

export interface MtnAdapterConfig extends MtnClientConfig {
  operator: Extract<OperatorCode, 'mtn' | 'mtn_ci'>;
  /** XOF in Benin and Côte d'Ivoire (MTN's own sandbox wants EUR). */
  currency: string;
}

/** MTN reason codes (FAILED) → ours. Anything else is OPERATOR_ERROR. */
export const MTN_REASONS: Readonly<Record<string, OperatorReasonCode>> = {
  NOT_ENOUGH_FUNDS: 'INSUFFICIENT_FUNDS',
  PAYER_NOT_FOUND: 'INVALID_NUMBER',
  PAYEE_NOT_FOUND: 'INVALID_NUMBER',
  APPROVAL_REJECTED: 'REFUSED_BY_CUSTOMER',
};

const SPECS = {
  collection: { product: 'collection', resource: 'requesttopay', party: 'payer' },
  payout: { product: 'disbursement', resource: 'transfer', party: 'payee' },
} as const satisfies Record<string, { product: MtnProduct; resource: string; party: string }>;
type Kind = keyof typeof SPECS;

/** MTN's notes are at most 160 characters. */
const note = (text: string) => text.slice(0, 160);

/** The X-Reference-Id of one of our operations: derived, so a retry reuses it. */
export const mtnReferenceId = (kind: Kind, reference: string) => deriveUuid(`mtn:${kind}:${reference}`);

/** MTN MoMo Open API: collection (requesttopay) and disbursement (transfer). */
export class MtnAdapter implements OperatorAdapter {
  readonly operator: OperatorCode;
  readonly #client: MtnClient;

  constructor(
    private readonly config: MtnAdapterConfig,
    httpClient: HttpClient = operatorHttpClient,
    now: () => number = Date.now,
  ) {
    this.operator = config.operator;
    this.#client = new MtnClient(config, httpClient, now);
  }

  async collect(request: CollectRequest): Promise<OperatorResult> {
    const result = await this.#create('collection', request.reference, request.callbackUrl, {
      amount: request.amount.toString(),
      currency: this.config.currency,
      externalId: request.reference,
      payer: { partyIdType: 'MSISDN', partyId: request.msisdn },
      payerMessage: note(request.description),
      payeeNote: note(request.description),
    });
    return result.status === 'PENDING' ? { ...result, action: { type: 'ussd_push' } } : result;
  }

  collectionStatus(reference: string, operatorReference?: string): Promise<OperatorResult> {
    return this.#status('collection', operatorReference ?? mtnReferenceId('collection', reference));
  }

  payout(request: PayoutRequest): Promise<OperatorResult> {
    // MTN's idempotency is the X-Reference-Id, derived from the reference like request.idempotencyKey.
    return this.#create('payout', request.reference, request.callbackUrl, {
      amount: request.amount.toString(),
      currency: this.config.currency,
      externalId: request.reference,
      payee: { partyIdType: 'MSISDN', partyId: request.msisdn },
      payerMessage: note(request.description),
      payeeNote: note(request.description),
    });
  }

  payoutStatus(reference: string, operatorReference?: string): Promise<OperatorResult> {
    return this.#status('payout', operatorReference ?? mtnReferenceId('payout', reference));
  }

  /** What the disbursement account can pay out. */
  async balance(): Promise<{ available: bigint } | null> {
    const answer = await this.#client.call('disbursement', 'GET', 'disbursement/v1_0/account/balance');
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body)) return null;
    const available = wholeAmount(answer.body.availableBalance);
    return available === null ? null : { available };
  }

  /** MTN callbacks are unsigned PUTs of the status body: a hint only, found by externalId. */
  readCallback(
    _headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): CallbackHint | null {
    const body = parseJson(rawBody);
    if (!isRecord(body)) return null;
    const reference = stringOf(body.externalId);
    if (!reference) return null;
    if (isRecord(body.payee)) return { reference, kind: 'payout' };
    if (isRecord(body.payer)) return { reference, kind: 'collection' };
    return null;
  }

  async #create(kind: Kind, reference: string, callbackUrl: string, json: unknown): Promise<OperatorResult> {
    const spec = SPECS[kind];
    const referenceId = mtnReferenceId(kind, reference);
    const answer = await this.#client.call(spec.product, 'POST', `${spec.product}/v1_0/${spec.resource}`, {
      headers: { 'x-reference-id': referenceId, ...(callbackUrl ? { 'x-callback-url': callbackUrl } : {}) },
      json,
    });
    if (answer.kind === 'no-token') {
      // Refused credentials: nothing can have been created with this request.
      return answer.rejected
        ? failed('OPERATOR_ERROR', 'LOGIN_FAILED', answer.message)
        : unknown(referenceId);
    }
    if (answer.kind === 'failure') return unknown(referenceId);
    if (answer.status === 202) return pending(referenceId);
    // Already created by an earlier attempt (same derived id): its status says where it is.
    if (answer.status === 409) return this.#status(kind, referenceId);
    if (isRefusal(answer.status)) {
      const { code, message } = errorOf(answer.body, answer.status);
      return failed(MTN_REASONS[code] ?? 'OPERATOR_ERROR', code, message);
    }
    return unknown(referenceId);
  }

  async #status(kind: Kind, referenceId: string): Promise<OperatorResult> {
    const spec = SPECS[kind];
    const answer: MtnAnswer = await this.#client.call(
      spec.product,
      'GET',
      `${spec.product}/v1_0/${spec.resource}/${encodeURIComponent(referenceId)}`,
    );
    // 404: not there (yet, or never created): UNKNOWN, like a timeout; the reconciler asks again.
    if (answer.kind !== 'answer' || answer.status !== 200 || !isRecord(answer.body))
      return unknown(referenceId);
    return mapMtnStatus(answer.body, referenceId);
  }
}

/** GET requesttopay/transfer body → our result. */
export function mapMtnStatus(body: Record<string, unknown>, referenceId: string): OperatorResult {
  const status = typeof body.status === 'string' ? body.status.toUpperCase() : '';
  switch (status) {
    case 'SUCCESSFUL':
      return successful(referenceId);
    case 'PENDING':
    case 'ONGOING':
      return pending(referenceId);
    case 'FAILED':
    case 'REJECTED':
    case 'TIMEOUT':
    case 'EXPIRED': {
      const { code, message } = reasonOf(body.reason, status);
      return failed(MTN_REASONS[code] ?? 'OPERATOR_ERROR', code, message, referenceId);
    }
    default:
      return unknown(referenceId);
  }
}

/** MTN gives `reason` as `{code, message}` (or as a bare code string on some hosts). */
function reasonOf(reason: unknown, status: string): { code: string; message?: string } {
  if (typeof reason === 'string' && reason !== '') return { code: reason };
  if (isRecord(reason) && stringOf(reason.code)) {
    return { code: String(reason.code), message: stringOf(reason.message) };
  }
  return { code: status === 'REJECTED' ? 'APPROVAL_REJECTED' : status };
}

function errorOf(body: unknown, status: number): { code: string; message?: string } {
  if (isRecord(body) && stringOf(body.code))
    return { code: String(body.code), message: stringOf(body.message) };
  if (isRecord(body) && stringOf(body.error)) return { code: String(body.error).toUpperCase() };
  return { code: `HTTP_${status}` };
}
