import { formatDate, formatMoney, formatPhone, isLocale, type Locale } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { buildNoticeMail } from '../../platform/mail/notice-mail.ts';
import { localizedUrl } from '../../platform/mail/templates.ts';
import { type NotificationRecipient, notificationRecipients } from '../settings/notification-recipients.ts';
import { listMerchantsWithLiveShops } from '../settings/settings-repository.ts';
import {
  type Cursor,
  collectionsAfter,
  type LiveSuccess,
  payoutsAfter,
  readCursor,
  weeklyFigures,
  writeCursor,
} from './notifications-repository.ts';

export type NotificationServices = { db: Db; mailer: Mailer; appUrl: string };

/** Rows completed this recently are left for the next run (a transaction may still be committing). */
export const NOTIFY_LAG_MS = 30_000;
const BATCH = 500;

const localeOf = (r: NotificationRecipient): Locale => (isLocale(r.locale) ? r.locale : 'fr');

const KINDS = {
  collections: {
    event: 'payment_succeeded',
    read: collectionsAfter,
    subject: 'paymentSucceededSubject',
    body: 'paymentSucceededBody',
    action: 'paymentSucceededAction',
    path: '/transactions',
  },
  payouts: {
    event: 'payout_done',
    read: payoutsAfter,
    subject: 'payoutDoneSubject',
    body: 'payoutDoneBody',
    action: 'payoutDoneAction',
    path: '/payouts',
  },
} as const;

function eventMail(kind: keyof typeof KINDS, row: LiveSuccess, to: NotificationRecipient, appUrl: string) {
  const k = KINDS[kind];
  const locale = localeOf(to);
  const params = {
    amount: formatMoney(row.amount, locale),
    shop: row.shopName,
    phone: formatPhone(row.phoneNumber),
    network: row.network.toUpperCase(),
    reference: row.reference,
  };
  return buildNoticeMail({
    locale,
    to: { email: to.email, name: to.firstName },
    subject: translate(locale, 'mail', k.subject, params),
    body: translate(locale, 'mail', k.body, params),
    action: { label: translate(locale, 'mail', k.action), url: localizedUrl(appUrl, locale, k.path) },
  });
}

/**
 * One sweep of live successes (collections or payouts) completed since the last run: each one is
 * e-mailed to whom the merchant's notification preferences name (settings page), then the cursor
 * moves past it. The first run only places the cursor (no mail about the past). A mail that fails
 * stops the sweep before the cursor passes its row, so the next run sends it again.
 */
export async function sendEventMails(
  services: NotificationServices,
  kind: keyof typeof KINDS,
  now = new Date(),
): Promise<number> {
  const { db } = services;
  const name = `${kind}.succeeded`;
  const upTo = new Date(now.getTime() - NOTIFY_LAG_MS);
  const cursor = await readCursor(db, name);
  if (!cursor) {
    await writeCursor(db, name, { until: upTo, lastId: '' });
    return 0;
  }
  const rows = await KINDS[kind].read(db, cursor, upTo, BATCH);
  const recipients = new Map<string, NotificationRecipient[]>();
  let sent = 0;
  let at: Cursor = cursor;
  try {
    for (const row of rows) {
      let people = recipients.get(row.merchantId);
      if (!people) {
        people = await notificationRecipients(db, row.merchantId, KINDS[kind].event);
        recipients.set(row.merchantId, people);
      }
      for (const person of people) {
        await services.mailer.send(eventMail(kind, row, person, services.appUrl));
        sent += 1;
      }
      at = { until: row.completedAt, lastId: row.id };
    }
  } finally {
    if (at !== cursor) await writeCursor(db, name, at);
  }
  return sent;
}

/**
 * The weekly summary (Monday morning): to every merchant with a live shop whose preferences turn
 * the weekly summary on, the last 7 days' live figures (payments received, fees, payouts).
 */
export async function sendWeeklySummaries(services: NotificationServices, now = new Date()): Promise<number> {
  const { db } = services;
  const to = new Date(now.getTime());
  const from = new Date(now.getTime() - 7 * 86_400_000);
  let sent = 0;
  for (const merchant of await listMerchantsWithLiveShops(db)) {
    const people = await notificationRecipients(
      db,
      merchant.merchantId,
      'weekly_summary',
      merchant.notifications,
    );
    if (!people.length) continue;
    const figures = await weeklyFigures(db, merchant.merchantId, from, to);
    for (const person of people) {
      const locale = localeOf(person);
      const params = {
        from: formatDate(from, locale),
        to: formatDate(to, locale),
        collections: String(figures.collections),
        collected: formatMoney(figures.collected, locale),
        fees: formatMoney(figures.fees, locale),
        payouts: String(figures.payouts),
        paidOut: formatMoney(figures.paidOut, locale),
      };
      await services.mailer.send(
        buildNoticeMail({
          locale,
          to: { email: person.email, name: person.firstName },
          subject: translate(locale, 'mail', 'weeklySummarySubject', params),
          body: translate(locale, 'mail', 'weeklySummaryBody', params),
          action: {
            label: translate(locale, 'mail', 'weeklySummaryAction'),
            url: localizedUrl(services.appUrl, locale, '/dashboard'),
          },
        }),
      );
      sent += 1;
    }
  }
  return sent;
}
