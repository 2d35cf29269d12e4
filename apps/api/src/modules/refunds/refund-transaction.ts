import type { Db } from '../../platform/db/client.ts';
import { retryOnDeadlock } from '../../platform/db/retry-on-deadlock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { checkPassword } from '../auth/check-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import { createRefund, type RefundInput } from './create-refund.ts';

/** One refund from the dashboard, after the password: nothing leaves without it. */
export async function refundTransaction(
  deps: AppDeps,
  ctx: MerchantContext,
  client: ClientInfo,
  input: RefundInput & { password: string },
  /** Runs in the transaction that writes the refund (e.g. links the Idempotency-Key to it). */
  onInsert?: (tx: Db, refundId: string) => Promise<void>,
) {
  await checkPassword(deps, ctx, input.password, client);
  // The refund's debit can meet a hot account being split: a deadlock's victim is written again whole.
  return retryOnDeadlock(() =>
    deps.db.transaction((tx) =>
      createRefund(tx, { merchantId: ctx.merchantId, mode: ctx.mode, userId: ctx.userId, onInsert }, input),
    ),
  );
}
