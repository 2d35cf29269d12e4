import type { Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { getShopForMerchant } from '../shops/shops-repository.ts';
import { linkPath } from './payment-link-view.ts';
import { getPaymentLinkForMerchant } from './payment-links-repository.ts';

type Deps = { db: Db; mailer: Mailer; appUrl: string };

/** E-mails one of the caller's links (a quick link to its customer, typically) in a language. */
export async function sharePaymentLink(
  deps: Deps,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
  email: string,
  locale: Locale,
) {
  const link = await getPaymentLinkForMerchant(deps.db, id, ctx.merchantId, ctx.mode);
  if (!link) throw new AppError('PAYMENT_LINK_NOT_FOUND');
  const shop = await getShopForMerchant(deps.db, link.shopId, ctx.merchantId, ctx.mode);
  const url = localizedUrl(deps.appUrl, locale, linkPath(link.id));
  const params = {
    shop: shop?.name ?? '',
    title: link.title,
    amount:
      link.amount === null
        ? translate(locale, 'mail', 'paymentLinkFreeAmount')
        : new Intl.NumberFormat(locale, { style: 'currency', currency: 'XOF' }).format(link.amount),
  };
  const greeting = translate(locale, 'mail', 'greeting', { name: link.customerName ?? '' }).replace(
    ' ,',
    ',',
  );
  const body = translate(locale, 'mail', 'paymentLinkBody', params);
  const action = translate(locale, 'mail', 'paymentLinkAction');
  const signature = translate(locale, 'mail', 'signature');
  await deps.mailer.send({
    to: email,
    subject: translate(locale, 'mail', 'paymentLinkSubject', params),
    text: [greeting, '', body, '', `${action}: ${url}`, '', signature].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="background:#d45d00;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(url)}</p><p>${escapeHtml(signature)}</p>
</body></html>`,
  });
  return { sent_to: email };
}
