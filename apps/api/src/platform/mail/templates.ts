import type { Locale } from '@platform/domain';
import { escapeHtml } from '../http/escape-html.ts';
import type { Messages } from '../i18n/messages-fr.ts';
import { messagesFor, translate } from '../i18n/translate.ts';
import type { MailMessage } from './mailer.ts';

export type MailKind = 'confirm' | 'existing' | 'reset' | 'agentInvite';

/** A transactional e-mail with one action link, in the recipient's language. */
export function buildActionMail(
  locale: Locale,
  kind: MailKind,
  to: { email: string; name: string },
  url: string,
): MailMessage {
  const m = messagesFor(locale).mail;
  const pick = (suffix: 'Subject' | 'Body' | 'Action') => m[`${kind}${suffix}` as keyof Messages['mail']];
  const greeting = translate(locale, 'mail', 'greeting', { name: to.name });
  const text = [
    greeting,
    '',
    pick('Body'),
    '',
    `${pick('Action')}: ${url}`,
    '',
    m.ignore,
    '',
    m.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(pick('Body'))}</p>
<p><a href="${escapeHtml(url)}" style="background:#d45d00;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(pick('Action'))}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(url)}</p><p style="font-size:12px">${escapeHtml(m.ignore)}</p><p>${escapeHtml(m.signature)}</p>
</body></html>`;
  return { to: to.email, subject: pick('Subject'), text, html };
}

/** The web app's address of a page in a language (French has no prefix). */
export function localizedUrl(appUrl: string, locale: Locale, pathWithQuery: string): string {
  return `${appUrl}${locale === 'fr' ? '' : `/${locale}`}${pathWithQuery}`;
}
