import type { ShopEvent } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { publicStatus } from '../collections/collection-states.ts';
import { findLatestPaymentEvents, findLatestPayouts } from './overview-repository.ts';
import { type OverviewScope, requireOverviewShop } from './require-overview-shop.ts';
import { addUtcDays } from './utc-periods.ts';

export const EVENTS_DAYS = 7;
const LIMIT = 50;

/**
 * What happened in a shop over the last 7 days, newest first: payments created and their final
 * states (from their timeline), payouts created and their final states.
 */
export async function listShopEvents(db: Db, scope: OverviewScope, shopId: string, now = new Date()) {
  const shop = await requireOverviewShop(db, scope, shopId);
  const since = addUtcDays(now, -EVENTS_DAYS);
  const [paymentEvents, payoutRows] = await Promise.all([
    findLatestPaymentEvents(db, shop.id, scope.mode, since, LIMIT),
    findLatestPayouts(db, shop.id, scope.mode, LIMIT, since),
  ]);
  const events: ShopEvent[] = paymentEvents.map(({ event, payment }) => {
    const to = typeof event.data?.to === 'string' ? event.data.to : 'PENDING';
    return {
      _id: event.id,
      kind: 'payment',
      event: event.kind === 'created' ? 'payment.created' : `payment.${publicStatus(to).toLowerCase()}`,
      status: event.kind === 'created' ? 'PENDING' : publicStatus(to),
      reference: payment.reference,
      object_id: payment.id,
      amount: Number(payment.amount),
      phoneNumber: payment.phoneNumber,
      reseau: payment.operator,
      date: event.createdAt.toISOString(),
    };
  });
  for (const payout of payoutRows) {
    const base = {
      kind: 'payout' as const,
      reference: payout.reference,
      object_id: payout.id,
      amount: Number(payout.amount),
      phoneNumber: payout.phoneNumber,
      reseau: payout.network,
    };
    events.push({
      ...base,
      _id: `${payout.id}:created`,
      event: 'payout.created',
      status: 'PENDING',
      date: payout.createdAt.toISOString(),
    });
    if ((payout.status === 'SUCCESSFUL' || payout.status === 'FAILED') && payout.completedAt) {
      events.push({
        ...base,
        _id: `${payout.id}:final`,
        event: `payout.${payout.status.toLowerCase()}`,
        status: payout.status,
        date: payout.completedAt.toISOString(),
      });
    }
  }
  events.sort((a, b) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id));
  return { events: events.slice(0, LIMIT) };
}
