import {
  FeeError,
  type Locale,
  normalizePhone,
  OPERATORS,
  type OperatorCode,
  parseNetwork,
  phoneMatchesOperator,
} from '@platform/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { IdempotencyClaim } from '../../platform/http/idempotent-request.ts';
import { nextCheckDelaySeconds } from '../operators/check-schedule.ts';
import { assertShopNotSuspended } from '../shops/assert-shop-not-suspended.ts';
import { getShopForMerchant, type ShopRow } from '../shops/shops-repository.ts';
import { applyOperatorResult } from './apply-operator-result.ts';
import { collectRequestOf } from './collect-request.ts';
import { collectionFeeFor } from './collection-fee.ts';
import { insertCollection } from './collection-inserts.ts';
import { RESUBMIT_AFTER_SECONDS } from './collection-states.ts';
import { insertTransactionWithEvent, type TransactionRow } from './transactions-repository.ts';

export type CollectionInput = {
  shop: string;
  amount: bigint;
  phoneNumber: string;
  description?: string | undefined;
  callback_info?: unknown;
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
  return_url?: string | undefined;
  cancel_url?: string | undefined;
  otp?: string | undefined;
};

export type CollectionScope = {
  merchantId: string;
  shopId: string;
  mode: 0 | 1;
  source: string;
  /** The language of the page the customer pays on (checkout): their receipt's. None from the API. */
  locale?: Locale | undefined;
  /**
   * Runs in the transaction that writes the CREATED row (e.g. a checkout session links its
   * attempt and refuses a second one); throwing there writes nothing and calls no operator.
   */
  onInsert?: (tx: Db, row: TransactionRow) => Promise<void>;
  /**
   * The request's Idempotency-Key, linked to the collection (by its reference) in the statement
   * that writes it; if the request no longer holds the key, nothing is written and the answer is
   * IDEMPOTENCY_IN_PROGRESS. Not with `onInsert`.
   */
  idempotency?: IdempotencyClaim | undefined;
  /**
   * The key's shop as the API-key authentication already read it (same request): saves reading
   * it again. Used only if it is the shop asked for, of the merchant and mode.
   */
  shop?: ShopRow | null;
};

/** The operator a network name names (a code or FeexPay's name: parseNetwork), else UNKNOWN_OPERATOR. */
export function assertOperator(operator: string): OperatorCode {
  const code = parseNetwork(operator);
  if (!code) throw new AppError('UNKNOWN_OPERATOR');
  return code;
}

/**
 * Asks a customer to pay. Every check happens before anything is written; the transaction row
 * is then committed (CREATED) before the operator is called, so a crash at any point leaves a
 * row the reconciler finishes. Nothing after that row throws: an unexpected failure answers
 * PENDING and the reconciler submits the request again under the same reference.
 */
export async function createCollection(
  deps: AppDeps & { log: FastifyBaseLogger },
  scope: CollectionScope,
  operatorCode: string,
  input: CollectionInput,
): Promise<TransactionRow> {
  const operator = assertOperator(operatorCode);
  const known = scope.shop;
  const shop =
    known &&
    known.id === input.shop &&
    known.merchantId === scope.merchantId &&
    known.mode === scope.mode &&
    known.status !== 'deleted'
      ? known
      : await getShopForMerchant(deps.db, input.shop, scope.merchantId, scope.mode);
  if (!shop || shop.id !== scope.shopId || shop.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
  assertShopNotSuspended(shop);
  const phone = normalizePhone(input.phoneNumber, OPERATORS[operator].country);
  if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
  if (!phoneMatchesOperator(phone, operator)) throw new AppError('NETWORK_MISMATCH');
  let fee: ReturnType<typeof collectionFeeFor>;
  try {
    fee = collectionFeeFor(shop, operator, input.amount);
  } catch (error) {
    if (error instanceof FeeError) throw new AppError('INVALID_AMOUNT');
    throw error;
  }
  if (OPERATORS[operator].action === 'otp' && !input.otp) throw new AppError('OTP_REQUIRED');

  const id = newId('txn');
  const collection = {
    values: {
      id,
      reference: id,
      merchantId: scope.merchantId,
      shopId: shop.id,
      mode: scope.mode,
      source: scope.source,
      operator,
      phoneNumber: phone.e164.replace(/^\+/, ''),
      amount: fee.amount,
      fee: fee.fee,
      customerPays: fee.customerPays,
      merchantReceives: fee.merchantReceives,
      description: input.description ?? null,
      callbackInfo: input.callback_info ?? null,
      firstName: input.first_name ?? null,
      lastName: input.last_name ?? null,
      email: input.email ?? null,
      returnUrl: input.return_url ?? null,
      cancelUrl: input.cancel_url ?? null,
      locale: scope.locale ?? null,
      // If no operator answer is ever recorded (a crash), the reconciler picks the row up.
      nextCheckAt: new Date(Date.now() + Math.max(RESUBMIT_AFTER_SECONDS, nextCheckDelaySeconds(0)) * 1000),
    },
    event: {
      kind: 'created',
      data: { source: scope.source, amount: String(fee.amount), fee: String(fee.fee) },
    },
  };
  // The row and its first event are one statement, committed before the operator is called: in
  // the caller's transaction when its hook must run in the same one, else grouped with the
  // collections arriving at the same time (collection-inserts.ts).
  const onInsert = scope.onInsert;
  const claim = scope.idempotency;
  const row = onInsert
    ? await deps.db.transaction(async (tx) => {
        const created = await insertTransactionWithEvent(tx, collection.values, collection.event);
        await onInsert(tx, created);
        return created;
      })
    : await insertCollection(deps.db, {
        ...collection,
        idempotency: claim && { keyId: claim.keyId, leaseToken: claim.leaseToken },
      });
  if (!row) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  if (claim) claim.linked = true;

  try {
    const adapter = deps.operators(operator, scope.mode);
    const result = await adapter.collect(collectRequestOf(row, deps.config.appUrl, input.otp));
    return (await applyOperatorResult(deps.db, row, result, 'operator.collect')) ?? row;
  } catch (error) {
    deps.log.error({ err: error, transaction: row.id }, 'collection: operator call or its recording failed');
    return row;
  }
}
