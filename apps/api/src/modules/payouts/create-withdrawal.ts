import { isOperatorCode, normalizePhone, OPERATORS, phoneMatchesOperator } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { retryOnDeadlock } from '../../platform/db/retry-on-deadlock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { ensureShopAccounts } from '../ledger/ensure-shop-accounts.ts';
import { LedgerError } from '../ledger/ledger-errors.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { assertShopNotSuspended } from '../shops/assert-shop-not-suspended.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { insertWithdrawal } from './withdrawals-repository.ts';

export type WithdrawalInput = {
  shop: string;
  amount: bigint;
  method: 'bank' | 'wallet';
  bankName?: string | undefined;
  accountHolder?: string | undefined;
  accountNumber?: string | undefined;
  phoneNumber?: string | undefined;
  network?: string | undefined;
  note?: string | undefined;
};

/**
 * A withdrawal ("Demande de paiement"): the request and the hold of its amount (available →
 * pending) commit together, or nothing does (INSUFFICIENT_BALANCE). Staff approve or refuse it.
 */
export async function createWithdrawal(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1; userId: string },
  input: WithdrawalInput,
) {
  const shop = await getShopForMerchant(db, input.shop, ctx.merchantId, ctx.mode);
  if (shop?.status !== 'active') throw new AppError('SHOP_NOT_FOUND');
  assertShopNotSuspended(shop);
  let phoneNumber: string | null = null;
  let network: string | null = null;
  if (input.method === 'wallet') {
    if (!input.network || !isOperatorCode(input.network)) throw new AppError('UNKNOWN_OPERATOR');
    const phone = normalizePhone(input.phoneNumber ?? '', OPERATORS[input.network].country);
    if (!phone) throw new AppError('INVALID_PHONE_NUMBER');
    if (!phoneMatchesOperator(phone, input.network)) throw new AppError('NETWORK_MISMATCH');
    phoneNumber = phone.e164.replace(/^\+/, '');
    network = input.network;
  }
  const id = newId('wdr');
  // The hold can meet a hot account being split: a deadlock's victim is written again whole.
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const row = await insertWithdrawal(tx, {
        id,
        merchantId: ctx.merchantId,
        shopId: shop.id,
        mode: ctx.mode,
        amount: input.amount,
        method: input.method,
        bankName: input.method === 'bank' ? (input.bankName ?? null) : null,
        accountHolder: input.method === 'bank' ? (input.accountHolder ?? null) : null,
        accountNumber:
          input.method === 'bank' ? (input.accountNumber?.replace(/\s+/g, '').toUpperCase() ?? null) : null,
        phoneNumber,
        network,
        note: input.note ?? null,
        status: 'PENDING',
        createdBy: ctx.userId,
      });
      const accounts = await ensureShopAccounts(tx, {
        merchantId: ctx.merchantId,
        shopId: shop.id,
        mode: ctx.mode,
      });
      try {
        await postEntry(tx, {
          kind: 'withdrawal.hold',
          reference: id,
          idempotencyKey: `withdrawal:${id}:hold`,
          mode: ctx.mode,
          merchantId: ctx.merchantId,
          shopId: shop.id,
          postings: [
            { account: accounts.available.id, amount: -input.amount },
            { account: accounts.pending.id, amount: input.amount },
          ],
        });
      } catch (error) {
        if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS')
          throw new AppError('INSUFFICIENT_BALANCE');
        throw error;
      }
      return row;
    }),
  );
}
