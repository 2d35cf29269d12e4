import { isLocale, type Locale } from '@platform/domain';
import { translate } from '../../platform/i18n/translate.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The dashboard page of an endpoint: its view in live, the sandbox webhooks page otherwise. */
export function endpointPagePath(endpoint: { id: string; mode: number }) {
  return endpoint.mode === 1 ? `/developers/webhook/view/${endpoint.id}` : '/sandbox/developers/webHooks';
}

/** Tells the owner an endpoint was disabled after 5 days of failures, in the owner's language. */
export function buildWebhookDisabledMail(input: {
  appUrl: string;
  owner: { email: string; firstName: string; locale: string };
  endpoint: { id: string; url: string; mode: number };
  shopName: string;
}): MailMessage {
  const locale: Locale = isLocale(input.owner.locale) ? input.owner.locale : 'fr';
  const link = localizedUrl(input.appUrl, locale, endpointPagePath(input.endpoint));
  const greeting = translate(locale, 'mail', 'greeting', { name: input.owner.firstName });
  const body = translate(locale, 'mail', 'webhookDisabledBody', {
    url: input.endpoint.url,
    shop: input.shopName,
  });
  const action = translate(locale, 'mail', 'webhookDisabledAction');
  const signature = translate(locale, 'mail', 'signature');
  const text = [greeting, '', body, '', `${action}: ${link}`, '', signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#d45d00;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(link)}</p><p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    to: input.owner.email,
    subject: translate(locale, 'mail', 'webhookDisabledSubject'),
    text,
    html,
  };
}
