import {
  CONFORMITY_DOCUMENT_NOTICE_DAYS,
  CONFORMITY_PERIOD_DAYS,
  CONFORMITY_VOLUME_THRESHOLD_XOF,
  CONFORMITY_VOLUME_WINDOW_DAYS,
  type ConformityReason,
} from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import {
  listValidatedMerchants,
  liveVolumeSince,
  type MerchantRow,
  merchantsWithDocumentsExpiring,
  validMerchantsWithSubmittedDocuments,
} from './validation-repository.ts';

const DAY_MS = 86_400_000;

/** Why each validated merchant is due for a conformity review now (none: not due). */
export async function conformityDue(db: Db, now = new Date()) {
  const windowStart = new Date(now.getTime() - CONFORMITY_VOLUME_WINDOW_DAYS * DAY_MS);
  const notice = new Date(now.getTime() + CONFORMITY_DOCUMENT_NOTICE_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const [merchants, expiring, resent, volumes] = await Promise.all([
    listValidatedMerchants(db),
    merchantsWithDocumentsExpiring(db, notice),
    validMerchantsWithSubmittedDocuments(db),
    liveVolumeSince(db, windowStart),
  ]);
  const due: { merchant: MerchantRow; reasons: ConformityReason[]; volume: bigint }[] = [];
  for (const merchant of merchants) {
    const reviewed = merchant.conformityReviewedAt ?? merchant.validatedAt ?? merchant.createdAt;
    const volume = volumes.get(merchant.id) ?? 0n;
    const reasons: ConformityReason[] = [];
    if (merchant.suspendedAt) reasons.push('SUSPENDED');
    if (resent.has(merchant.id)) reasons.push('DOCUMENTS_RESENT');
    // Cleared by a review, an expiring document comes back after the notice period.
    const noticeAgo = now.getTime() - CONFORMITY_DOCUMENT_NOTICE_DAYS * DAY_MS;
    if (expiring.has(merchant.id) && reviewed.getTime() < noticeAgo) reasons.push('DOCUMENT_EXPIRING');
    if (volume >= CONFORMITY_VOLUME_THRESHOLD_XOF && reviewed < windowStart) reasons.push('VOLUME_THRESHOLD');
    if (reviewed.getTime() < now.getTime() - CONFORMITY_PERIOD_DAYS * DAY_MS) reasons.push('PERIODIC');
    if (reasons.length) due.push({ merchant, reasons, volume });
  }
  return due;
}
