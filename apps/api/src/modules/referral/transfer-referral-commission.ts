import { REFERRAL_TRANSFER_MINIMUM } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { retryOnDeadlock } from '../../platform/db/retry-on-deadlock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { lockCommissionAccount } from '../ledger/commission-account-repository.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';

/**
 * Moves a sponsor's whole commission balance to the available balance of one of its live shops,
 * as one ledger entry, once the balance reaches REFERRAL_TRANSFER_MINIMUM. The commission account
 * is locked first, so two transfers never move the same money.
 */
export async function transferReferralCommission(db: Db, merchantId: string, shopId: string) {
  // Its entry can meet a hot account being split: a deadlock's victim is decided again whole.
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const shop = await getShopForMerchant(tx, shopId, merchantId, 1);
      if (shop?.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
      const account = await lockCommissionAccount(tx, 1, { merchantId });
      const balance = account?.balance ?? 0n;
      if (!account || balance < REFERRAL_TRANSFER_MINIMUM) {
        throw new AppError('REFERRAL_BELOW_MINIMUM', {
          params: { minimum: Number(REFERRAL_TRANSFER_MINIMUM) },
        });
      }
      const accounts = await ensureShopAccounts(tx, { merchantId, shopId, mode: 1 });
      const reference = newId('rft');
      await postEntry(tx, {
        kind: 'commission.transferred',
        reference,
        idempotencyKey: `referral-transfer:${reference}`,
        mode: 1,
        merchantId,
        shopId,
        postings: [
          { account: account.id, amount: -balance },
          { account: accounts.available.id, amount: balance },
        ],
      });
      return { amount: balance, balance: 0n };
    }),
  );
}
