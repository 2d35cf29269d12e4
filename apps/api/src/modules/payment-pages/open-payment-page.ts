import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { openCheckoutSession } from '../checkout/open-checkout-session.ts';
import { findPageItems, getPublicPaymentPage } from './payment-pages-repository.ts';

/**
 * The customer chose what to pay on a page (one of its items, or an amount on a free page): a
 * checkout session is opened for that amount, its description naming the product.
 */
export async function openPaymentPage(db: Db, id: string, choice: { item?: string; amount?: bigint }) {
  return db.transaction(async (tx) => {
    const found = await getPublicPaymentPage(tx, id);
    if (!found || found.shopStatus === 'deleted') throw new AppError('PAYMENT_PAGE_NOT_FOUND');
    const { page } = found;
    if (!page.enabled) throw new AppError('PAYMENT_PAGE_DISABLED');
    let amount: bigint;
    let label = page.title;
    if (page.amountType === 'free') {
      if (choice.amount === undefined) throw new AppError('PAGE_ITEM_REQUIRED');
      amount = choice.amount;
    } else {
      const items = (await findPageItems(tx, [page.id])).get(page.id) ?? [];
      const item = items.find((i) => i.id === choice.item);
      if (!item) throw new AppError('PAGE_ITEM_REQUIRED');
      amount = item.price;
      if (item.name) label = `${page.title} — ${item.name}`;
    }
    const session = await openCheckoutSession(tx, {
      merchantId: page.merchantId,
      shopId: page.shopId,
      mode: page.mode === 1 ? 1 : 0,
      source: { kind: 'page', id: page.id },
      amount,
      description: label,
    });
    return { session };
  });
}
