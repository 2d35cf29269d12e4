import { isLocale, type Locale, staffMay } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { buildNoticeMail } from '../../platform/mail/notice-mail.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { conformityDue } from './conformity-reasons.ts';
import { listActiveStaff, listFlaggedMerchantIds, setConformityFlag } from './validation-repository.ts';

/**
 * The scheduled conformity review (`conformity.review`): finds the validated merchants due again
 * (`conformityDue`), flags the newly due ones (`conformity_flagged_at`, reasons), clears those no
 * longer due (a staff decision reviewed them), and e-mails staff with the conformity right the
 * list of newly flagged merchants. Idempotent: a second run the same day flags and mails nothing.
 */
export async function reviewConformity(deps: { db: Db; mailer: Mailer; appUrl: string }, now = new Date()) {
  const [due, flagged] = await Promise.all([conformityDue(deps.db, now), listFlaggedMerchantIds(deps.db)]);
  const newly = due.filter((d) => !flagged.has(d.merchant.id));
  for (const { merchant, reasons } of due) {
    const same = flagged.has(merchant.id) && (merchant.conformityReasons ?? []).join() === reasons.join();
    if (!same) {
      await setConformityFlag(deps.db, merchant.id, {
        at: merchant.conformityFlaggedAt ?? now,
        reasons,
      });
    }
  }
  const dueIds = new Set(due.map((d) => d.merchant.id));
  const cleared = [...flagged].filter((id) => !dueIds.has(id));
  for (const id of cleared) await setConformityFlag(deps.db, id, null);
  let mailed = 0;
  if (newly.length) {
    const staff = (await listActiveStaff(deps.db)).filter((s) =>
      staffMay({ role: s.role, access: s.access, profile: null }, 'conformity'),
    );
    for (const person of staff) {
      const locale: Locale = isLocale(person.locale) ? person.locale : 'fr';
      await deps.mailer.send(
        buildNoticeMail({
          locale,
          to: { email: person.email, name: person.firstName },
          subject: translate(locale, 'mail', 'conformityDueSubject', { count: String(newly.length) }),
          body: translate(locale, 'mail', 'conformityDueBody'),
          lines: newly.map((d) => `${d.merchant.businessName} : ${d.reasons.join(', ')}`),
          action: {
            label: translate(locale, 'mail', 'conformityDueAction'),
            url: localizedUrl(deps.appUrl, locale, '/admin/conformity'),
          },
        }),
      );
      mailed += 1;
    }
  }
  return { due: due.length, flagged: newly.length, cleared: cleared.length, mailed };
}
