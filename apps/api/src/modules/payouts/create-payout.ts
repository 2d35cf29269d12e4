import { FeeError, normalizePhone, OPERATORS, parseNetwork, phoneMatchesOperator } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { retryOnDeadlock } from '../../platform/db/retry-on-deadlock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { assertShopNotSuspended } from '../shops/assert-shop-not-suspended.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { cleanMotif } from './clean-motif.ts';
import { holdPayoutFunds } from './hold-payout-funds.ts';
import { payoutFeeFor } from './payout-fee.ts';
import {
  getPayoutByReference,
  getPayoutBySource,
  insertPayoutEvent,
  insertPayoutOnce,
  type PayoutRow,
} from './payouts-repository.ts';

export type PayoutSourceKind = 'single' | 'api' | 'list' | 'refund' | 'withdrawal';

export type CreatePayoutInput = {
  merchantId: string;
  shopId: string;
  mode: 0 | 1;
  phoneNumber: string;
  /** Operator code of packages/domain (mtn, moov, celtiis_bj, wave_ci…) or another name parseNetwork reads. */
  network: string;
  /** What the beneficiary receives, in XOF. */
  amount: bigint;
  motif?: string | null | undefined;
  source: { kind: PayoutSourceKind; id?: string | undefined };
  /** Your own unique reference (default: the payout id, `po_…`). */
  reference?: string | undefined;
  callbackInfo?: unknown;
  /** The user who asked for it (dashboard), for the audit of the detail page. */
  createdBy?: string | null | undefined;
  /** No fee (an approved wallet withdrawal: the merchant asked for its own money). */
  feeWaived?: boolean | undefined;
  /** Join an outer transaction (a payout-list row, a refund): a savepoint is used inside it. */
  tx?: Db | undefined;
  /**
   * Runs in the transaction that writes the payout, once it is written (e.g. links the request's
   * Idempotency-Key to it); throwing there writes nothing.
   */
  onInsert?: ((tx: Db, row: PayoutRow) => Promise<void>) | undefined;
};

/** The operator idempotency key of a payout, derived from its reference. */
export const payoutIdempotencyKey = (reference: string) => `payout-${reference}`;

/**
 * Creates a payout. Every check (network, number against the prefix table and the network, fee
 * bounds) happens before anything is written; then, in ONE transaction, the row, its timeline
 * event, its first check due now (the payout checker submits it) and the hold of amount + fee
 * (available → pending) are written, or
 * nothing is (INSUFFICIENT_BALANCE when available is short). A payout of a source that already
 * has one (the same list row or refund) answers that payout: nothing is held twice.
 * The operator is called by the payout checker, never here.
 */
export async function createPayout(deps: { db: Db }, input: CreatePayoutInput): Promise<PayoutRow> {
  const network = parseNetwork(input.network);
  if (!network) throw new AppError('UNKNOWN_OPERATOR');
  const outer = input.tx ?? deps.db;
  const shop = await getShopForMerchant(outer, input.shopId, input.merchantId, input.mode);
  if (shop?.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
  assertShopNotSuspended(shop);
  const phone = normalizePhone(input.phoneNumber, OPERATORS[network].country);
  if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
  if (!phoneMatchesOperator(phone, network)) throw new AppError('NETWORK_MISMATCH');
  let fee: ReturnType<typeof payoutFeeFor>;
  try {
    fee = input.feeWaived
      ? { amount: input.amount, fee: 0n, totalDebit: input.amount }
      : payoutFeeFor(shop, network, input.amount);
  } catch (error) {
    if (error instanceof FeeError) throw new AppError('INVALID_AMOUNT');
    throw error;
  }
  const sourceId = input.source.id ?? null;
  if (sourceId) {
    const existing = await getPayoutBySource(outer, input.source.kind, sourceId);
    if (existing) return existing;
  }

  const id = newId('po');
  const reference = input.reference?.trim() || id;
  const now = Date.now();
  const write = () =>
    outer.transaction(async (tx) => {
      const row = await insertPayoutOnce(tx, {
        id,
        reference,
        merchantId: input.merchantId,
        shopId: shop.id,
        mode: input.mode,
        sourceKind: input.source.kind,
        sourceId,
        phoneNumber: phone.e164.replace(/^\+/, ''),
        network,
        amount: fee.amount,
        fee: fee.fee,
        status: 'PENDING',
        idempotencyKey: payoutIdempotencyKey(reference),
        motif: cleanMotif(input.motif),
        callbackInfo: input.callbackInfo ?? null,
        createdBy: input.createdBy ?? null,
        // Due at once: the payout checker claims it and sends it to the operator.
        nextCheckAt: new Date(now),
      });
      if (!row) {
        // A concurrent creation of the same source won, or the reference is taken.
        const bySource = sourceId ? await getPayoutBySource(tx, input.source.kind, sourceId) : undefined;
        if (bySource) return bySource;
        if (await getPayoutByReference(tx, reference)) throw new AppError('PAYOUT_REFERENCE_USED');
        throw new Error(`payout ${id} was not inserted`);
      }
      await insertPayoutEvent(tx, id, 'created', {
        source: input.source.kind,
        amount: String(fee.amount),
        fee: String(fee.fee),
        ...(input.createdBy ? { by: input.createdBy } : {}),
      });
      if (input.onInsert) await input.onInsert(tx, row);
      // Last: the ledger's account locks are held until commit.
      await holdPayoutFunds(tx, row);
      return row;
    });
  // A hold on a hot account being split can be a deadlock's victim: the whole transaction is
  // written again (nothing of it was kept). Inside a caller's transaction, the caller decides.
  return input.tx ? write() : retryOnDeadlock(write);
}
