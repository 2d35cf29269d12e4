import { formatMoney } from '@platform/domain';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { collectionReceiptContent, type DocumentDeps, renderReceipt } from './get-receipt.ts';
import { getCollectionById, getIssuer } from './receipts-repository.ts';

/**
 * E-mails a successful collection's receipt (PDF attached) to the customer who gave an e-mail,
 * in their language. Answers whether a mail went: nothing is sent for a collection that is not
 * (or no longer) successful, or without an e-mail.
 */
export async function sendReceiptMail(deps: DocumentDeps & { mailer: Mailer }, transactionId: string) {
  const row = await getCollectionById(deps.db, transactionId);
  if (!row?.email || row.status !== 'SUCCESSFUL') return false;
  const issuer = await getIssuer(deps.db, row.shopId);
  if (!issuer) return false;
  const content = collectionReceiptContent(row, issuer);
  const pdf = await renderReceipt(deps, content, issuer);
  const { locale } = content;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  const params = {
    shop: content.issuer.name,
    amount: formatMoney(row.customerPays, locale),
    reference: row.reference,
  };
  const greeting = name
    ? translate(locale, 'mail', 'greeting', { name })
    : translate(locale, 'documents', 'receiptMailGreeting');
  const body = translate(locale, 'documents', 'receiptMailBody', params);
  const signature = content.issuer.name;
  const message: MailMessage = {
    to: row.email,
    subject: translate(locale, 'documents', 'receiptMailSubject', params),
    text: [greeting, '', body, '', signature].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#112c56">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(signature)}</p>
</body></html>`,
    attachments: [{ filename: content.filename, content: pdf, contentType: 'application/pdf' }],
  };
  await deps.mailer.send(message);
  return true;
}
