import { isLocale, type Locale } from '@platform/domain';
import type { AppDeps } from '../../platform/deps.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { buildNoticeMail } from '../../platform/mail/notice-mail.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { getMerchantOwner } from './validation-repository.ts';

type Notice =
  | { kind: 'approved' }
  | { kind: 'refused'; documents: { kind: string; reason: string }[]; reason: string | null }
  | { kind: 'suspended'; reason: string }
  | { kind: 'reinstated' };

const DOCUMENT_LABELS: Record<Locale, Record<string, string>> = {
  fr: { id_document: "Pièce d'identité", business_document: "Document de l'entreprise" },
  en: { id_document: 'Identity document', business_document: 'Business document' },
  es: { id_document: 'Documento de identidad', business_document: 'Documento de la empresa' },
};

/** Tells the merchant's owner about a staff decision, in the owner's language (after commit). */
export async function sendDecisionMail(deps: AppDeps, merchantId: string, notice: Notice) {
  const owner = await getMerchantOwner(deps.db, merchantId);
  if (!owner) return;
  const locale: Locale = isLocale(owner.locale) ? owner.locale : 'fr';
  const to = { email: owner.email, name: owner.firstName };
  const tr = (key: Parameters<typeof translate<'mail'>>[2], params?: Record<string, string>) =>
    translate(locale, 'mail', key, params);
  const link = (path: string) => localizedUrl(deps.config.appUrl, locale, path);
  const mail =
    notice.kind === 'approved'
      ? buildNoticeMail({
          locale,
          to,
          subject: tr('validationApprovedSubject'),
          body: tr('validationApprovedBody'),
          action: { label: tr('validationApprovedAction'), url: link('/signin') },
        })
      : notice.kind === 'refused'
        ? buildNoticeMail({
            locale,
            to,
            subject: tr('validationRefusedSubject'),
            body: tr('validationRefusedBody'),
            lines: [
              ...notice.documents.map((d) => `${DOCUMENT_LABELS[locale][d.kind] ?? d.kind} : ${d.reason}`),
              ...(notice.reason ? [notice.reason] : []),
            ],
            action: { label: tr('validationRefusedAction'), url: link('/validation') },
          })
        : notice.kind === 'suspended'
          ? buildNoticeMail({
              locale,
              to,
              subject: tr('merchantSuspendedSubject'),
              body: tr('merchantSuspendedBody', { reason: notice.reason }),
            })
          : buildNoticeMail({
              locale,
              to,
              subject: tr('merchantReinstatedSubject'),
              body: tr('merchantReinstatedBody'),
            });
  await deps.mailer.send(mail);
}
