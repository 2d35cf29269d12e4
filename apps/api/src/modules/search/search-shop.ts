import { hasPermission, type Permission } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type MerchantContext, subjectOf } from '../auth/access-guards.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { phoneCandidates } from '../transactions/transaction-search.ts';
import {
  type SearchScope,
  type SearchTerms,
  searchCustomers,
  searchLinks,
  searchPayouts,
  searchTransactions,
} from './search-repository.ts';

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;
const num = (value: bigint | null) => (value === null ? null : Number(value));

/**
 * The top bar's search: one text looked for in a shop's collections, payouts, customers and links,
 * in the caller's mode, each area only if the caller's permissions show it.
 */
export async function searchShop(db: Db, ctx: MerchantContext, shopId: string, text: string) {
  const shop = await getShopForMerchant(db, shopId, ctx.merchantId, ctx.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const scope: SearchScope = { shopId: shop.id, mode: ctx.mode };
  const terms: SearchTerms = { text, phones: phoneCandidates(text) };
  const subject = subjectOf(ctx);
  const may = (permission: Permission) => hasPermission(subject, permission);
  const when = <T>(permission: Permission, run: () => Promise<T>) =>
    may(permission) ? run() : Promise.resolve(null);

  const [transactions, payouts, customers, links] = await Promise.all([
    when('transaction', () => searchTransactions(db, scope, terms)),
    when('payout', () => searchPayouts(db, scope, terms)),
    when('customer', () => searchCustomers(db, scope, terms)),
    when('feexlink', () => searchLinks(db, scope, terms)),
  ]);
  return {
    transactions:
      transactions?.map((t) => ({
        _id: t.id,
        label: name(t.firstName, t.lastName) ?? t.reference,
        phoneNumber: t.phoneNumber,
        amount: Number(t.amount),
        status: t.status,
        date: t.createdAt.toISOString(),
      })) ?? null,
    payouts:
      payouts?.map((p) => ({
        _id: p.id,
        label: p.reference,
        phoneNumber: p.phoneNumber,
        amount: Number(p.amount),
        status: p.status,
        date: p.createdAt.toISOString(),
      })) ?? null,
    customers:
      customers?.map((c) => ({
        _id: c.id,
        label: name(c.firstName, c.lastName) ?? c.email ?? '',
        phoneNumber: c.phoneNumber,
        amount: null,
        status: null,
        date: c.createdAt.toISOString(),
      })) ?? null,
    links:
      links?.map((l) => ({
        _id: l.id,
        kind: l.kind as 'link' | 'quicklink',
        label: l.title,
        phoneNumber: l.customerPhone,
        amount: num(l.amount),
        status: l.enabled ? 'ACTIVE' : 'DISABLED',
        date: l.createdAt.toISOString(),
      })) ?? null,
  };
}
