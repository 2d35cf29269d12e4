import type { AdjustmentItem } from '@platform/contracts';
import type { BalanceAdjustmentRow } from './balance-adjustments-repository.ts';

export function toAdjustmentItem(row: BalanceAdjustmentRow): AdjustmentItem {
  return {
    _id: row.id,
    shop: row.shopId,
    mode: row.mode === 1 ? 'LIVE' : 'SANDBOX',
    direction: row.direction as AdjustmentItem['direction'],
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status as AdjustmentItem['status'],
    requested_by: row.requestedBy,
    decided_by: row.decidedBy,
    decision_note: row.decisionNote,
    entry_id: row.entryId,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
