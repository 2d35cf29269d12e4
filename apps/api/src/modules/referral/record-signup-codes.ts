import { DEFAULT_COMMISSION_MONTHS, DEFAULT_REFERRAL_COMMISSION_BPS } from '@platform/domain';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { SignupHook } from '../auth/signup-hooks.ts';
import { getAgentByCode } from '../commercial/commercial-agents-repository.ts';
import { insertTermIfMissing } from '../commissions/commissions-repository.ts';
import { getSponsorByCode } from './referral-repository.ts';

/**
 * The sign-up hook of referral: the code of a referral link makes the new merchant sponsored by
 * the code's merchant (default referral terms), the code of an agent's link assigns it to that
 * agent (the agent's terms). Recorded here, in the sign-up's transaction, and nowhere else: no
 * route lets a merchant set or change its sponsor. An unknown code refuses the sign-up (400), so a mistyped link is noticed rather than silently lost.
 */
export const recordSignupCodes: SignupHook = async (tx, { merchantId, body }) => {
  if (body.referral_code) {
    const sponsor = await getSponsorByCode(tx, body.referral_code);
    if (!sponsor) {
      throw new AppError('REFERRAL_CODE_UNKNOWN');
    }
    await insertTermIfMissing(tx, {
      id: newId('cmt'),
      merchantId,
      kind: 'referral',
      sponsorMerchantId: sponsor.merchantId,
      rateBps: DEFAULT_REFERRAL_COMMISSION_BPS,
      months: DEFAULT_COMMISSION_MONTHS,
      origin: 'signup',
    });
  }
  if (body.agent_code) {
    const agent = await getAgentByCode(tx, body.agent_code);
    if (!agent) {
      throw new AppError('AGENT_CODE_UNKNOWN');
    }
    await insertTermIfMissing(tx, {
      id: newId('cmt'),
      merchantId,
      kind: 'agent',
      agentUserId: agent.agent.userId,
      rateBps: agent.agent.rateBps,
      months: agent.agent.months,
      origin: 'signup',
    });
  }
};
