import type { AppDeps } from '../../platform/deps.ts';
import type { MerchantContext } from '../auth/access-guards.ts';
import { checkPassword } from '../auth/check-password.ts';
import type { ClientInfo } from '../auth/login.ts';
import { createPayout } from './create-payout.ts';

/**
 * A single payout from the dashboard: the user's password is confirmed first (wrong ones
 * counted per user, docs/security.md), then the payout is created and held; nothing leaves
 * without the password.
 */
export async function sendPayout(
  deps: AppDeps,
  ctx: MerchantContext,
  client: ClientInfo,
  input: {
    shop: string;
    phoneNumber: string;
    network: string;
    amount: bigint;
    motif?: string | undefined;
    password: string;
  },
) {
  await checkPassword(deps, ctx, input.password, client);
  return createPayout(deps, {
    merchantId: ctx.merchantId,
    shopId: input.shop,
    mode: ctx.mode,
    phoneNumber: input.phoneNumber,
    network: input.network,
    amount: input.amount,
    motif: input.motif,
    source: { kind: 'single' },
    createdBy: ctx.userId,
  });
}
