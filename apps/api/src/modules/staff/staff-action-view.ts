import type { StaffActionView } from '@platform/contracts';
import type { StaffActionRow } from '../../platform/audit/staff-actions-repository.ts';

/** One audit-trail row as the back-office shows it. */
export function toStaffActionView(row: StaffActionRow): StaffActionView {
  return {
    _id: row.id,
    action: row.action,
    staff: { _id: row.staffUserId, email: row.staffEmail, name: row.staffName },
    merchant: row.merchantId ? { _id: row.merchantId, business_name: row.merchantName } : null,
    object_type: row.objectType,
    object_id: row.objectId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}

/** The keyset cursor of the trail: the last row's time and id. */
export function encodeActionCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeActionCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = iso ? new Date(iso) : null;
  if (!createdAt || Number.isNaN(createdAt.getTime()) || !id) return null;
  return { createdAt, id };
}
