import type { Locale } from '@platform/domain';
import { escapeHtml } from '../http/escape-html.ts';
import { translate } from '../i18n/translate.ts';
import type { MailMessage } from './mailer.ts';

/**
 * A notice e-mail in the recipient's language: greeting, body, optional detail lines (one per
 * item, e.g. a refused document and its reason), an optional action link, signature.
 */
export function buildNoticeMail(input: {
  locale: Locale;
  to: { email: string; name: string };
  subject: string;
  body: string;
  lines?: string[];
  action?: { label: string; url: string };
}): MailMessage {
  const { locale } = input;
  const greeting = translate(locale, 'mail', 'greeting', { name: input.to.name });
  const signature = translate(locale, 'mail', 'signature');
  const lines = input.lines ?? [];
  const text = [
    greeting,
    '',
    input.body,
    ...(lines.length ? ['', ...lines.map((l) => `- ${l}`)] : []),
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    '',
    signature,
  ].join('\n');
  const list = lines.length ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '';
  const button = input.action
    ? `<p><a href="${escapeHtml(input.action.url)}" style="background:#d45d00;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(input.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(input.body)}</p>${list}${button}<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { to: input.to.email, subject: input.subject, text, html };
}
