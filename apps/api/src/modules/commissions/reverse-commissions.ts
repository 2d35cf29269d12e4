import { commissionReversedFor } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { commissionAccount } from '../ledger/commission-account-repository.ts';
import { platformAccount, platformShard } from '../ledger/platform-account.ts';
import { postEntry } from '../ledger/post-entry.ts';
import type { RefundSucceeded } from '../refunds/refund-hooks.ts';
import { holderOf } from './accrue-commissions.ts';
import { lockAccrualsOfTransaction, setReversed } from './commissions-repository.ts';

/**
 * The refund hook of commissions, in the refund's transaction: each commission earned on the
 * refunded collection is taken back pro rata of what succeeded refunds returned in all (domain
 * `commissionReversedFor`, counted on the cumulated refunds so partial reversals add up to the
 * commission exactly), from the beneficiary's commission account back to the platform's fees
 * (key `commission:<transaction>:<kind>:refund:<refund>`, so never twice).
 */
export async function reverseCommissions(tx: Db, event: RefundSucceeded): Promise<void> {
  const { collection, refund, refundedTotal } = event;
  const accruals = await lockAccrualsOfTransaction(tx, collection.id);
  for (const accrual of accruals) {
    const due = commissionReversedFor(accrual.amount, accrual.collectionAmount, refundedTotal);
    const amount = due - accrual.reversed;
    if (amount <= 0n) continue;
    const mode = accrual.mode === 0 ? 0 : 1;
    const holder = holderOf(accrual);
    const fees = await platformAccount(tx, mode, 'platform_fees', undefined, platformShard(tx));
    const account = await commissionAccount(tx, mode, holder);
    await setReversed(tx, accrual.id, due);
    await postEntry(tx, {
      kind: 'commission.reversed',
      reference: collection.reference,
      idempotencyKey: `commission:${collection.id}:${accrual.kind}:refund:${refund.id}`,
      mode,
      merchantId: collection.merchantId,
      shopId: null,
      metadata: { commission: accrual.kind, refund: refund.id },
      postings: [
        { account: account.id, amount: -amount },
        { account: fees.id, amount },
      ],
    });
  }
}
