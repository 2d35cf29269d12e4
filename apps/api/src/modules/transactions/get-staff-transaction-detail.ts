import type { AdminPayoutDetail, AdminTransactionDetailResponse, TimelineItem } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getMerchantById } from '../auth/users-repository.ts';
import { getTransactionById } from '../collections/transactions-repository.ts';
import { publicPayoutStatus } from '../payouts/payout-states.ts';
import { findPayoutEvents, getPayoutById, type PayoutRow } from '../payouts/payouts-repository.ts';
import { getRefundByPayout, getRefundedCollection } from '../refunds/refunds-repository.ts';
import { getShopById } from '../shops/staff-shops-repository.ts';
import { deliveriesView, getTransactionDetail, ledgerView, trailTimeline } from './get-transaction-detail.ts';
import { findLedgerEntriesOf, findWebhookTrailOf } from './transaction-detail-repository.ts';
import type { ListScope } from './transaction-list-repository.ts';

const REFUND_EVENTS = new Set(['transaction.refunded', 'transaction.refund_failed']);

async function whose(db: Db, merchantId: string, shopId: string) {
  const [merchant, shop] = await Promise.all([getMerchantById(db, merchantId), getShopById(db, shopId)]);
  return {
    merchant: { _id: merchantId, business_name: merchant?.businessName ?? '' },
    shop: { _id: shopId, name: shop?.name ?? '' },
  };
}

/**
 * `/admin/transactions/detail/{id}`: any merchant's collection, payout or refund (the row's id,
 * a collection's or a payout's, as the staff list gives it), with its operator exchanges, ledger
 * entries and webhooks, and whose it is. Anything else is TRANSACTION_NOT_FOUND.
 */
export async function getStaffTransactionDetail(db: Db, id: string): Promise<AdminTransactionDetailResponse> {
  const collection = await getTransactionById(db, id);
  if (collection) {
    const scope: ListScope = {
      merchantId: collection.merchantId,
      shopId: collection.shopId,
      mode: collection.mode === 0 ? 0 : 1,
    };
    const [detail, owner] = await Promise.all([
      getTransactionDetail(db, scope, collection.id),
      whose(db, collection.merchantId, collection.shopId),
    ]);
    return { kind: 'COLLECTION', ...detail, ...owner };
  }
  const payout = await getPayoutById(db, id);
  if (!payout) throw new AppError('TRANSACTION_NOT_FOUND');
  return payoutDetail(db, payout);
}

async function payoutDetail(db: Db, row: PayoutRow): Promise<AdminPayoutDetail> {
  const scope: ListScope = { merchantId: row.merchantId, shopId: row.shopId, mode: row.mode === 0 ? 0 : 1 };
  const refund = row.sourceKind === 'refund' ? await getRefundByPayout(db, row.id) : undefined;
  const refunded = refund ? await getRefundedCollection(db, refund.transactionId) : undefined;
  const [events, ledger, trail, collectionTrail, owner] = await Promise.all([
    findPayoutEvents(db, row.id),
    findLedgerEntriesOf(db, scope, row.reference),
    findWebhookTrailOf(db, scope, row.reference),
    refunded ? findWebhookTrailOf(db, scope, refunded.reference) : undefined,
    whose(db, row.merchantId, row.shopId),
  ]);
  // A refund's own webhooks are the refunded collection's `transaction.refunded` / `refund_failed`
  // events that name this refund.
  if (refund && collectionTrail) {
    const ours = collectionTrail.deliveries.filter(
      ({ event }) =>
        REFUND_EVENTS.has(event.type) &&
        (event.payload as { refund?: { id?: string } }).refund?.id === refund.id,
    );
    const deliveryIds = new Set(ours.map((d) => d.delivery.id));
    trail.deliveries.push(...ours);
    trail.attempts.push(...collectionTrail.attempts.filter((a) => deliveryIds.has(a.deliveryId)));
  }
  const timeline: TimelineItem[] = events.map((e) => ({
    at: e.createdAt.toISOString(),
    kind: e.kind,
    data: e.data ?? null,
  }));
  timeline.push(...trailTimeline(trail, ledger));
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  const failed = publicPayoutStatus(row.status) === 'FAILED';
  return {
    kind: row.sourceKind === 'refund' ? 'REFUND' : 'PAYOUT',
    payout: {
      _id: row.id,
      reference: row.reference,
      status: publicPayoutStatus(row.status),
      state: row.status,
      source: row.sourceKind,
      network: row.network,
      phone_number: row.phoneNumber,
      amount: Number(row.amount),
      fee: Number(row.fee),
      total: Number(row.amount + row.fee),
      motif: row.motif,
      reason_code: failed ? row.reasonCode : null,
      reason_message: failed ? row.reasonMessage : null,
      operator_reference: row.operatorReference,
      checks: row.checks,
      next_check_at: row.nextCheckAt?.toISOString() ?? null,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      mode: row.mode === 1 ? 'LIVE' : 'SANDBOX',
    },
    refund:
      refund && refunded
        ? {
            _id: refund.id,
            amount: Number(refund.amount),
            reason: refund.reason,
            status: refund.status,
            transaction: { _id: refunded.id, reference: refunded.reference },
          }
        : null,
    timeline,
    ledger: ledgerView(ledger),
    deliveries: deliveriesView(trail),
    ...owner,
  };
}
