import type { StaffActionsQuery, StaffActionsResponse } from '@platform/contracts';
import { listStaffActions } from '../../platform/audit/staff-actions-repository.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { decodeActionCursor, encodeActionCursor, toStaffActionView } from './staff-action-view.ts';

type Query = {
  staff?: string | undefined;
  action?: string | undefined;
  merchant?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

/** One page of the audit trail with the page's filters (`merchant` fixed on a merchant's page). */
export async function listStaffActionsPage(db: Db, q: Query): Promise<StaffActionsResponse> {
  const after = q.cursor ? decodeActionCursor(q.cursor) : undefined;
  if (after === null) throw new AppError('INVALID_CURSOR');
  const rows = await listStaffActions(db, {
    staffUserId: q.staff,
    action: q.action,
    merchantId: q.merchant,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    after,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    actions: page.map(toStaffActionView),
    next_cursor: rows.length > q.limit && last ? encodeActionCursor(last) : null,
  };
}

export type { StaffActionsQuery };
