import { formatMoney, type Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { findItemsOfOrders, getOrder, getStoreOfShop, updateOrder } from './market-repository.ts';
import { orderPagePath } from './market-view.ts';

/**
 * The customer's order confirmation, in the language they ordered in: what they bought, the
 * total, where it goes, and the link to the order page. Sent once (confirmation_sent_at); a
 * failed send is retried by the job.
 */
export async function sendMarketOrderMail(deps: { db: Db; mailer: Mailer; appUrl: string }, orderId: string) {
  const order = await getOrder(deps.db, orderId);
  if (!order?.customerEmail || order.confirmationSentAt || order.paymentStatus !== 'paid') return false;
  const store = await getStoreOfShop(deps.db, order.shopId);
  const items = (await findItemsOfOrders(deps.db, [orderId])).get(orderId) ?? [];
  const locale = (['fr', 'en', 'es'].includes(order.locale) ? order.locale : 'fr') as Locale;
  const url = localizedUrl(deps.appUrl, locale, orderPagePath(order.id));
  const params = { store: store?.name ?? '', order: order.id, total: formatMoney(order.total, locale) };
  const greeting = translate(locale, 'mail', 'greeting', { name: order.customerName });
  const body = translate(locale, 'mail', 'marketOrderBody', params);
  const lines = items.map(
    (i) => `${i.quantity} × ${i.name} — ${formatMoney(i.unitPrice * BigInt(i.quantity), locale)}`,
  );
  const delivery = translate(locale, 'mail', 'marketOrderDelivery', { address: order.deliveryAddress });
  const action = translate(locale, 'mail', 'marketOrderAction');
  const signature = translate(locale, 'mail', 'signature');
  await deps.mailer.send({
    to: order.customerEmail,
    subject: translate(locale, 'mail', 'marketOrderSubject', params),
    text: [greeting, '', body, '', ...lines, '', delivery, '', `${action}: ${url}`, '', signature].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(delivery)}</p>
<p><a href="${escapeHtml(url)}" style="background:#d45d00;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(url)}</p><p>${escapeHtml(signature)}</p>
</body></html>`,
  });
  await updateOrder(deps.db, orderId, { confirmationSentAt: new Date() });
  return true;
}
