import type { UpdatePaymentLinkInput } from '@platform/contracts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { retireOpenSession } from '../checkout/retire-open-session.ts';
import { getPaymentLink } from './get-payment-link.ts';
import {
  getPaymentLinkForMerchant,
  type PaymentLinkRow,
  updatePaymentLink,
} from './payment-links-repository.ts';
import { findOpenSessions, hasPaidSession, type SourceKind } from './source-stats-repository.ts';

type Patch = Parameters<typeof updatePaymentLink>[2];

/** The row changes a validated edit asks for (only the fields sent; the kind decides what applies). */
export function linkPatch(row: PaymentLinkRow, body: UpdatePaymentLinkInput, now: Date): Patch {
  const quick = row.kind === 'quicklink';
  const patch: Patch = {};
  if (body.enabled !== undefined) patch.enabled = body.enabled;
  if (body.title !== undefined) patch.title = body.title;
  if (body.description !== undefined) patch.description = body.description || null;
  if (body.amount !== undefined) {
    // A quick link always has an amount.
    if (quick && body.amount === null) throw new AppError('VALIDATION_ERROR');
    patch.amount = body.amount;
  }
  if (body.reusable !== undefined && !quick) patch.reusable = body.reusable;
  if (body.expires_at !== undefined) {
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError('PAYMENT_LINK_EXPIRY_PAST');
    patch.expiresAt = expiresAt;
  }
  if (body.collect !== undefined && !quick) {
    patch.collectName = body.collect.name;
    patch.collectEmail = body.collect.email;
    patch.collectPhone = body.collect.phone;
  }
  if (body.return_url !== undefined) patch.returnUrl = body.return_url || null;
  if (body.customer !== undefined && quick) {
    patch.customerName = body.customer.name;
    patch.customerPhone = body.customer.phone?.replace(/\s/g, '') || null;
    patch.customerEmail = body.customer.email?.toLowerCase() || null;
  }
  return patch;
}

/** The fields of a patch that really change the row. */
function changedFields(row: PaymentLinkRow, patch: Patch): (keyof Patch)[] {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date || b instanceof Date
      ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
      : a === b;
  return (Object.keys(patch) as (keyof Patch)[]).filter(
    (key) => !same(patch[key], row[key as keyof PaymentLinkRow]),
  );
}

const PAID_LOCKED = new Set<keyof Patch>([
  'amount',
  'reusable',
  'customerName',
  'customerPhone',
  'customerEmail',
]);
/** What a single-use link's open session was opened with (it is handed back to the next visitor). */
const SESSION_TERMS = new Set<keyof Patch>([
  'title',
  'description',
  'amount',
  'expiresAt',
  'collectName',
  'collectEmail',
  'collectPhone',
  'returnUrl',
  'customerName',
  'customerEmail',
]);

/**
 * Edits one of the caller's links with the rules of its creation. Its id, kind and shop never
 * change; once paid, its amount, usage and customer stay as they were paid (409
 * PAYMENT_LINK_PAID_LOCKED). A single-use link's open session is closed when its terms change, so
 * the next visitor pays the new terms (refused while a payment on it is under way).
 */
export async function updatePaymentLinkOf(
  db: Db,
  ctx: { merchantId: string; mode: 0 | 1 },
  id: string,
  body: UpdatePaymentLinkInput,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await getPaymentLinkForMerchant(tx, id, ctx.merchantId, ctx.mode, true);
    if (!row) throw new AppError('PAYMENT_LINK_NOT_FOUND');
    const patch = linkPatch(row, body, now);
    const changed = changedFields(row, patch);
    if (changed.length === 0) return;
    const kind = row.kind as SourceKind;
    if (changed.some((key) => PAID_LOCKED.has(key)) && (await hasPaidSession(tx, kind, row.id))) {
      throw new AppError('PAYMENT_LINK_PAID_LOCKED');
    }
    // A single-use link hands its open session to the next visitor: it must carry the new terms.
    // A link made single-use keeps no session opened while it was reusable (each could be paid).
    const becomesSingleUse = patch.reusable === false && row.reusable;
    if (becomesSingleUse || (!row.reusable && changed.some((key) => SESSION_TERMS.has(key)))) {
      for (const open of await findOpenSessions(tx, kind, row.id, now)) await retireOpenSession(tx, open.id);
    }
    await updatePaymentLink(tx, row.id, patch);
  });
  return getPaymentLink(db, ctx, id);
}
