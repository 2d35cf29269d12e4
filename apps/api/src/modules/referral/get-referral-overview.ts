import { DEFAULT_COMMISSION_MONTHS, DEFAULT_REFERRAL_COMMISSION_BPS } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { ensureReferralCode } from './ensure-referral-code.ts';
import { getReferralBoard } from './get-referral-board.ts';

/** The merchant's referral code and link, and its commission figures. */
export async function getReferralOverview(db: Db, merchantId: string) {
  const code = await ensureReferralCode(db, merchantId);
  const board = await getReferralBoard(db, merchantId);
  return {
    code,
    signup_path: `/signup?ref=${code}`,
    rate_bps: DEFAULT_REFERRAL_COMMISSION_BPS,
    months: DEFAULT_COMMISSION_MONTHS,
    balance: board.balance,
    minimum: board.minimum,
    sponsored: board.items.length,
    commission_month: board.commission_month,
    commission_total: board.commission_total,
  };
}
