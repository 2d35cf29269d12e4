import { defineJob } from '../../platform/jobs/job-definition.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { receiptMailJobSpec } from './receipt-jobs.ts';
import { sendReceiptMail } from './send-receipt-mail.ts';

/** Sends a customer's receipt e-mail (queued when their payment settles). */
export function receiptMailJob(mailer: Mailer, storage: FileStorage | undefined) {
  return defineJob({
    ...receiptMailJobSpec,
    handler: async ({ transactionId }, { db }) => {
      await sendReceiptMail({ db, mailer, storage }, transactionId);
    },
  });
}
