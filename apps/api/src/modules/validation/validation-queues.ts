import type { ValidationFileResponse, ValidationQueueItem } from '@platform/contracts';
import { CONFORMITY_VOLUME_WINDOW_DAYS, type ConformityReason } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { conformityDue } from './conformity-reasons.ts';
import {
  getMerchant,
  getMerchantOwner,
  listCurrentDocuments,
  listDecisions,
  listOwners,
  listSubmittedMerchants,
  liveVolumeSince,
} from './validation-repository.ts';
import { toDecisionView, toDocumentView } from './validation-view.ts';

const ageSeconds = (since: Date | null, now: Date) =>
  since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)) : 0;

async function ownersByMerchant(db: Db, ids: string[]) {
  const owners = await listOwners(db, ids);
  return new Map(
    owners.map((o) => [o.merchantId!, { email: o.email, name: `${o.firstName} ${o.lastName}` }]),
  );
}

/** /admin/validation: merchants who sent their file, oldest first, with how long they wait. */
export async function listValidationQueue(db: Db, now = new Date()): Promise<ValidationQueueItem[]> {
  const rows = await listSubmittedMerchants(db);
  const owners = await ownersByMerchant(
    db,
    rows.map((r) => r.merchant.id),
  );
  return rows.map(({ merchant, documents }) => ({
    merchant_id: merchant.id,
    business_name: merchant.businessName,
    country: merchant.country,
    owner: owners.get(merchant.id) ?? null,
    submitted_at: merchant.identitySubmittedAt?.toISOString() ?? null,
    age_seconds: ageSeconds(merchant.identitySubmittedAt, now),
    documents: Number(documents),
    reasons: [],
    suspended: merchant.suspendedAt !== null,
  }));
}

/** /admin/conformity: validated merchants due for a review, longest unreviewed first. */
export async function listConformityQueue(db: Db, now = new Date()): Promise<ValidationQueueItem[]> {
  const due = await conformityDue(db, now);
  const owners = await ownersByMerchant(
    db,
    due.map((d) => d.merchant.id),
  );
  return due
    .map(({ merchant, reasons }) => {
      const since = merchant.conformityReviewedAt ?? merchant.validatedAt;
      return {
        merchant_id: merchant.id,
        business_name: merchant.businessName,
        country: merchant.country,
        owner: owners.get(merchant.id) ?? null,
        submitted_at: since?.toISOString() ?? null,
        age_seconds: ageSeconds(since, now),
        documents: 0,
        reasons,
        suspended: merchant.suspendedAt !== null,
      };
    })
    .sort((a, b) => b.age_seconds - a.age_seconds);
}

/** A merchant's whole file for the validation and conformity pages. */
export async function getValidationFile(
  db: Db,
  merchantId: string,
  now = new Date(),
): Promise<ValidationFileResponse> {
  const merchant = await getMerchant(db, merchantId);
  if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
  const since = new Date(now.getTime() - CONFORMITY_VOLUME_WINDOW_DAYS * 86_400_000);
  const [owner, documents, decisions, volumes, due] = await Promise.all([
    getMerchantOwner(db, merchantId),
    listCurrentDocuments(db, merchantId),
    listDecisions(db, merchantId),
    liveVolumeSince(db, since, merchantId),
    merchant.valid ? conformityDue(db, now) : Promise.resolve([]),
  ]);
  const reasons: ConformityReason[] = due.find((d) => d.merchant.id === merchantId)?.reasons ?? [];
  return {
    merchant: {
      _id: merchant.id,
      business_name: merchant.businessName,
      country: merchant.country,
      status: merchant.status,
      valid: merchant.valid,
      submitted_at: merchant.identitySubmittedAt?.toISOString() ?? null,
      validated_at: merchant.validatedAt?.toISOString() ?? null,
      suspended_at: merchant.suspendedAt?.toISOString() ?? null,
      suspension_reason: merchant.suspensionReason,
      conformity_reviewed_at: merchant.conformityReviewedAt?.toISOString() ?? null,
      created_at: merchant.createdAt.toISOString(),
    },
    owner: owner ? { email: owner.email, name: `${owner.firstName} ${owner.lastName}` } : null,
    identity: merchant.identity ?? null,
    documents: documents.map(toDocumentView),
    decisions: decisions.map((d) => toDecisionView(d, true)),
    live_volume_30d: (volumes.get(merchantId) ?? 0n).toString(),
    reasons,
  };
}
