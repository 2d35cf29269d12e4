import type { ReserveResponse } from '@platform/contracts';
import { reserveHoldDays } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getShopBalances } from '../ledger/get-shop-balances.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { countHolds, findHolds, findReleaseSchedule, sumHolds } from './reserve-repository.ts';

const PAGE_SIZE = 20;
const SCHEDULE_DAYS = 60;

/**
 * `/reserve` of a shop of the caller in the session's mode: the reserve balance (the ledger's
 * reserve account, the dashboard's figure), the shop's terms, what is released when (per UTC
 * day) and the history of holds, newest first.
 */
export async function getReserve(
  db: Db,
  scope: { merchantId: string; mode: 0 | 1 },
  query: { shop: string; page: number },
): Promise<ReserveResponse> {
  const shop = await getShopForMerchant(db, query.shop, scope.merchantId, scope.mode);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  const [balances, sums, schedule, history, total] = [
    await getShopBalances(db, shop.id, scope.mode),
    await sumHolds(db, shop.id, scope.mode),
    await findReleaseSchedule(db, shop.id, scope.mode, SCHEDULE_DAYS),
    await findHolds(db, shop.id, scope.mode, { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
    await countHolds(db, shop.id, scope.mode),
  ];
  return {
    balance: Number(balances.reserve),
    released_total: Number(sums.released),
    currency: 'XOF',
    rate_bps: shop.taxeReserveFound && shop.taxeReserveFound > 0 ? shop.taxeReserveFound : null,
    hold_days: reserveHoldDays(shop.reserveFound),
    schedule: schedule.map((s) => ({ day: s.day, amount: Number(s.amount), holds: s.holds })),
    history: history.map((h) => ({
      _id: h.id,
      reference: h.reference,
      collection_amount: Number(h.collectionAmount),
      amount: Number(h.amount),
      rate_bps: h.rateBps,
      hold_days: h.holdDays,
      held_at: h.heldAt.toISOString(),
      release_at: h.releaseAt.toISOString(),
      released_at: h.releasedAt?.toISOString() ?? null,
      status: h.releasedAt ? 'released' : 'held',
    })),
    total,
    page: query.page,
    page_size: PAGE_SIZE,
  };
}
