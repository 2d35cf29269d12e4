import type { WithdrawalRow } from './withdrawals-repository.ts';

export function toWithdrawalItem(row: WithdrawalRow) {
  return {
    _id: row.id,
    amount: Number(row.amount),
    method: row.method as 'bank' | 'wallet',
    bank_name: row.bankName,
    account_holder: row.accountHolder,
    account_number: row.accountNumber,
    phone_number: row.phoneNumber,
    network: row.network,
    note: row.note,
    status: row.status as 'PENDING' | 'APPROVED' | 'REFUSED',
    decision_note: row.decisionNote,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    date: row.createdAt.toISOString(),
  };
}
