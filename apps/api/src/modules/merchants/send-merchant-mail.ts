import type { MerchantMailPreview } from '@platform/contracts';
import { recordStaffAction } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { getMerchantOwner } from './merchant-owner-repository.ts';
import {
  findMerchantsForStaff,
  getMerchantForStaff,
  type MerchantFilters,
} from './merchants-staff-repository.ts';

/** The most merchants one send reaches (a filtered group). */
export const MERCHANT_MAIL_CAP = 1_000;

export type MerchantMailInput = {
  merchant?: string | undefined;
  filters?: MerchantFilters | undefined;
  subject: string;
  body: string;
};

type Recipient = { merchantId: string; email: string; businessName: string; name: string };

async function recipientsOf(db: Db, input: MerchantMailInput): Promise<Recipient[]> {
  const merchants = input.merchant
    ? await getMerchantForStaff(db, input.merchant).then((row) => (row ? [row] : []))
    : await findMerchantsForStaff(db, input.filters ?? {}, MERCHANT_MAIL_CAP, 0);
  const recipients: Recipient[] = [];
  for (const { merchant } of merchants) {
    const owner = await getMerchantOwner(db, merchant.id);
    if (owner)
      recipients.push({
        merchantId: merchant.id,
        email: owner.email,
        businessName: merchant.businessName,
        name: owner.firstName,
      });
  }
  return recipients;
}

const textOf = (input: MerchantMailInput) => input.body;

/** What a send would do: its recipients (the first 20 listed) and the text as written. */
export async function previewMerchantMail(db: Db, input: MerchantMailInput): Promise<MerchantMailPreview> {
  const recipients = await recipientsOf(db, input);
  if (recipients.length === 0) throw new AppError('MAIL_NO_RECIPIENT');
  return {
    recipients: recipients.slice(0, 20).map((r) => ({ email: r.email, business_name: r.businessName })),
    total: recipients.length,
    subject: input.subject,
    text: textOf(input),
  };
}

/** Sends the e-mail to each recipient through the mailer, then records the staff action. */
export async function sendMerchantMail(
  deps: { db: Db; mailer: Mailer },
  actor: { userId: string; ip?: string | null | undefined },
  input: MerchantMailInput,
) {
  const recipients = await recipientsOf(deps.db, input);
  if (recipients.length === 0) throw new AppError('MAIL_NO_RECIPIENT');
  for (const r of recipients) {
    await deps.mailer.send({
      to: r.email,
      subject: input.subject,
      text: textOf(input),
      html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#112c56"><p>${escapeHtml(
        textOf(input),
      ).replace(/\n/g, '<br>')}</p></body></html>`,
    });
  }
  await recordStaffAction(deps.db, {
    staffUserId: actor.userId,
    action: 'merchant.mail_sent',
    merchantId: input.merchant ?? null,
    objectType: 'mail',
    objectId: null,
    before: null,
    after: { subject: input.subject, recipients: recipients.length, filters: input.filters ?? null },
    reason: null,
    ip: actor.ip ?? null,
  });
  return recipients.length;
}
