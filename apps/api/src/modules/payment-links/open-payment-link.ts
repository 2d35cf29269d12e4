import type { PublicLinkResponse } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { checkoutSessionPath, openCheckoutSession } from '../checkout/open-checkout-session.ts';
import { CLOSED_LINK_ERRORS, linkState } from './link-state.ts';
import { countPaymentLinkView, getPublicPaymentLink } from './payment-links-repository.ts';
import { findOpenSession, hasPaidSession, type SourceKind } from './source-stats-repository.ts';

function splitName(name: string | null): { firstName?: string; lastName?: string } {
  if (!name) return {};
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? { firstName: first!, lastName: rest.join(' ') } : { firstName: first! };
}

/**
 * A customer opens a link: if it can still be paid (enabled, not expired, not a spent single-use
 * link, its shop not deleted), the view is counted and a checkout session is opened for it (a
 * single-use link reuses its open one), in one transaction; otherwise a 410 says why (an unknown
 * id is a 404).
 */
export async function openPaymentLink(db: Db, id: string, now = new Date()): Promise<PublicLinkResponse> {
  return db.transaction(async (tx) => {
    const found = await getPublicPaymentLink(tx, id, true);
    if (!found || found.shopStatus === 'deleted') throw new AppError('PAYMENT_LINK_NOT_FOUND');
    const { link } = found;
    const kind = link.kind as SourceKind;
    const paid = link.reusable ? false : await hasPaidSession(tx, kind, link.id);
    const state = linkState(link, paid, now);
    if (state !== 'active') throw new AppError(CLOSED_LINK_ERRORS[state]);
    await countPaymentLinkView(tx, link.id);
    const customer = {
      ...splitName(link.customerName),
      ...(link.customerEmail ? { email: link.customerEmail } : {}),
    };
    // A single-use link keeps one open session at a time (the link row is locked): whoever opens
    // it pays that session, which the checkout lets be paid once, so the link is paid at most once.
    const reused = link.reusable ? undefined : await findOpenSession(tx, kind, link.id, now);
    const session = reused
      ? { id: reused.id, url: checkoutSessionPath(reused.id) }
      : await openCheckoutSession(tx, {
          merchantId: link.merchantId,
          shopId: link.shopId,
          mode: link.mode === 1 ? 1 : 0,
          source: { kind, id: link.id },
          amount: link.amount,
          description: link.description ? `${link.title} — ${link.description}` : link.title,
          collect: { name: link.collectName, email: link.collectEmail, phone: link.collectPhone },
          returnUrl: link.returnUrl ?? undefined,
          expiresAt: link.expiresAt ?? undefined,
          customer: Object.keys(customer).length ? customer : undefined,
        });
    return {
      link: {
        _id: link.id,
        kind: kind === 'quicklink' ? 'quicklink' : 'link',
        title: link.title,
        description: link.description,
        amount: link.amount === null ? null : Number(link.amount),
        shop_name: found.shopName,
        mode: link.mode === 1 ? 'LIVE' : 'SANDBOX',
        customer_name: link.customerName,
      },
      session,
    };
  });
}
