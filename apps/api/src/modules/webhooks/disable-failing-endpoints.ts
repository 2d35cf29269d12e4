import type { Db } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { notificationRecipients } from '../settings/notification-recipients.ts';
import { buildWebhookDisabledMail } from './webhook-disabled-mail.ts';
import {
  claimDisabledNotice,
  disableEndpointsFailingSince,
  findUnnoticedDisabledEndpoints,
  releaseDisabledNotice,
} from './webhooks-repository.ts';

/** An endpoint whose deliveries have all failed for this long is disabled. */
export const FAILING_DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;

export type WebhookNotices = { mailer: Mailer; appUrl: string };

/**
 * The 5-day rule, run by the sweeper: endpoints failing since more than 5 days are disabled
 * (`failing_for_5_days`), then each owner is told once by e-mail. Idempotent and safe in several
 * processes: a conditional update decides who disables and who sends; a mail that fails is tried
 * again by the next run (a crash between the claim and the send loses that one mail).
 */
export async function disableFailingEndpoints(
  db: Db,
  notices: WebhookNotices,
  options: { now?: Date; onError?: (error: unknown) => void } = {},
) {
  const now = options.now ?? new Date();
  const disabled = await disableEndpointsFailingSince(db, new Date(now.getTime() - FAILING_DISABLE_AFTER_MS));
  let notified = 0;
  for (const { id } of await findUnnoticedDisabledEndpoints(db, 50)) {
    const claim = await claimDisabledNotice(db, id);
    if (!claim) continue;
    // Who hears of it: the merchant's notification preferences (settings page), owner by default.
    const recipients = await notificationRecipients(db, claim.endpoint.merchantId, 'webhook_disabled');
    try {
      for (const owner of recipients) {
        await notices.mailer.send(
          buildWebhookDisabledMail({
            appUrl: notices.appUrl,
            owner,
            endpoint: claim.endpoint,
            shopName: claim.shopName,
          }),
        );
        notified += 1;
      }
    } catch (error) {
      await releaseDisabledNotice(db, id);
      options.onError?.(error);
    }
  }
  return { disabled: disabled.length, notified };
}
