import type { Locale } from '@platform/domain';
import type { AppDeps } from '../deps.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { translate } from '../i18n/translate.ts';
import { localizedUrl } from './templates.ts';

type AccountMail = 'invite' | 'emailChange' | 'payoutDestination';

/** One of the account e-mails (one action link), in the recipient's language. */
export async function sendAccountMail(
  deps: AppDeps,
  locale: Locale,
  kind: AccountMail,
  to: string,
  pathWithQuery: string,
  params: Record<string, string> = {},
) {
  const url = localizedUrl(deps.config.appUrl, locale, pathWithQuery);
  const t = (suffix: 'Subject' | 'Body' | 'Action') =>
    translate(locale, 'mail', `${kind}${suffix}` as never, params);
  const signature = translate(locale, 'mail', 'signature');
  const text = [t('Body'), '', `${t('Action')}: ${url}`, '', signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(t('Body'))}</p>
<p><a href="${escapeHtml(url)}" style="background:#d45d00;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t('Action'))}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(url)}</p><p>${escapeHtml(signature)}</p>
</body></html>`;
  await deps.mailer.send({ to, subject: t('Subject'), text, html });
}
