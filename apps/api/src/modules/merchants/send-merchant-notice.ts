import { isLocale, type Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { getMerchantOwner } from './merchant-owner-repository.ts';

export type MerchantNotice = {
  subject: (locale: Locale) => string;
  body: (locale: Locale) => string;
  /** A button to a page of the web app (its path without language prefix). */
  action?: { label: (locale: Locale) => string; path: string };
};

/**
 * E-mails the merchant's owner a notice in the owner's language (staff decisions). Sent after the
 * decision committed; a mail failure is the caller's to log, it never undoes the decision.
 */
export async function sendMerchantNotice(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  merchantId: string,
  notice: MerchantNotice,
) {
  const owner = await getMerchantOwner(deps.db, merchantId);
  if (!owner) return false;
  const locale: Locale = isLocale(owner.locale) ? owner.locale : 'fr';
  const greeting = translate(locale, 'mail', 'greeting', { name: owner.firstName });
  const body = notice.body(locale);
  const signature = translate(locale, 'mail', 'signature');
  const action = notice.action
    ? { label: notice.action.label(locale), url: localizedUrl(deps.appUrl, locale, notice.action.path) }
    : null;
  const text = [greeting, '', body, '', ...(action ? [`${action.label}: ${action.url}`, ''] : []), signature];
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#d45d00;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  await deps.mailer.send({
    to: owner.email,
    subject: notice.subject(locale),
    text: text.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body).replace(/\n/g, '<br>')}</p>${button}<p>${escapeHtml(signature)}</p>
</body></html>`,
  });
  return true;
}
