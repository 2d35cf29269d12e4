import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { retryOnDeadlock } from '../../platform/db/retry-on-deadlock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { platformAccount, platformShard } from '../ledger/platform-account.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { recordWebhookEvent } from '../webhooks/record-webhook-event.ts';
import { createPayout } from './create-payout.ts';
import { toWithdrawalItem } from './withdrawal-view.ts';
import { lockWithdrawal, updateWithdrawal, type WithdrawalRow } from './withdrawals-repository.ts';

export type WithdrawalDecision = {
  decision: 'APPROVED' | 'REFUSED';
  reason: string;
  /** A bank withdrawal's transfer reference (required to approve one). */
  externalReference?: string | undefined;
};

export type StaffActor = { userId: string; ip?: string | null | undefined };

/**
 * Staff decision on a withdrawal, exactly once: the row is locked, and a second decision (two
 * staff clicking at once) finds it decided and gets WITHDRAWAL_NOT_PENDING, nothing moved.
 * - APPROVED, bank: the hold leaves the shop's pending account to the bank clearing account,
 *   with the transfer's external reference.
 * - APPROVED, wallet: the hold is handed to a payout (no fee) that the operator adapter pays
 *   like any payout (submit job, reconciliation; a failed payout gives the money back).
 * - REFUSED: the hold goes back to available.
 * In the same transaction: the webhook event (`withdrawal.approved` / `withdrawal.refused`) and
 * the staff action with before → after. The caller e-mails the merchant after commit.
 */
export async function decideWithdrawal(db: Db, actor: StaffActor, id: string, input: WithdrawalDecision) {
  // Its entry can meet a hot account being split: a deadlock's victim is decided again whole.
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const row = await lockWithdrawal(tx, id);
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      if (row.status !== 'PENDING') throw new AppError('WITHDRAWAL_NOT_PENDING');
      if (input.decision === 'APPROVED' && row.method === 'bank' && !input.externalReference)
        throw new AppError('WITHDRAWAL_REFERENCE_REQUIRED');
      const mode = row.mode === 0 ? 0 : 1;
      const accounts = await ensureShopAccounts(tx, { merchantId: row.merchantId, shopId: row.shopId, mode });
      let payoutId: string | null = null;
      let externalReference = input.externalReference ?? null;

      if (input.decision === 'REFUSED' || row.method === 'wallet') {
        // Refused, or handed to a payout: the hold goes back to available first.
        await postEntry(tx, {
          kind: 'withdrawal.released',
          reference: row.id,
          idempotencyKey: `withdrawal:${row.id}:released`,
          mode,
          merchantId: row.merchantId,
          shopId: row.shopId,
          postings: [
            { account: accounts.pending.id, amount: -row.amount },
            { account: accounts.available.id, amount: row.amount },
          ],
        });
      }
      if (input.decision === 'APPROVED' && row.method === 'wallet') {
        const payout = await createPayout(
          { db: tx },
          {
            tx,
            merchantId: row.merchantId,
            shopId: row.shopId,
            mode,
            phoneNumber: row.phoneNumber ?? '',
            network: row.network ?? '',
            amount: row.amount,
            motif: 'Demande de paiement',
            source: { kind: 'withdrawal', id: row.id },
            reference: `wdr-${row.id}`,
            createdBy: actor.userId,
            feeWaived: true,
          },
        );
        payoutId = payout.id;
        externalReference = payout.reference;
      }
      if (input.decision === 'APPROVED' && row.method === 'bank') {
        const clearing = await platformAccount(tx, mode, 'operator_clearing', 'bank', platformShard(tx));
        await postEntry(tx, {
          kind: 'withdrawal.paid',
          reference: row.id,
          idempotencyKey: `withdrawal:${row.id}:paid`,
          mode,
          merchantId: row.merchantId,
          shopId: row.shopId,
          metadata: { external_reference: externalReference },
          postings: [
            { account: accounts.pending.id, amount: -row.amount },
            { account: clearing.id, amount: row.amount },
          ],
        });
      }

      const updated = await updateWithdrawal(tx, id, {
        status: input.decision,
        decidedAt: new Date(),
        decidedBy: actor.userId,
        decisionNote: input.reason,
        externalReference,
        payoutId,
      });
      await announceWithdrawal(tx, updated);
      await recordStaffAction(tx, {
        staffUserId: actor.userId,
        action: input.decision === 'APPROVED' ? 'withdrawal.approved' : 'withdrawal.refused',
        merchantId: row.merchantId,
        objectType: 'withdrawal',
        objectId: row.id,
        before: { status: row.status, amount: String(row.amount) },
        after: { status: updated.status, external_reference: externalReference, payout_id: payoutId },
        reason: input.reason,
        ip: actor.ip ?? null,
      });
      return updated;
    }),
  );
}

/** The webhook event of a decided withdrawal (outbox, in the caller's transaction). */
async function announceWithdrawal(tx: Db, row: WithdrawalRow) {
  const type = row.status === 'APPROVED' ? 'withdrawal.approved' : 'withdrawal.refused';
  await recordWebhookEvent(tx, {
    merchantId: row.merchantId,
    shopId: row.shopId,
    mode: row.mode === 0 ? 0 : 1,
    type,
    reference: row.id,
    payload: {
      event: type,
      type: 'WITHDRAWAL',
      mode: row.mode === 1 ? 'LIVE' : 'SANDBOX',
      ...toWithdrawalItem(row),
      external_reference: row.externalReference,
    },
  });
}
