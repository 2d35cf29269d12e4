import type { ReferralCodeResponse } from '@platform/contracts';
import { normalizeReferralCode } from '@platform/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { getAgentByCode } from '../commercial/commercial-agents-repository.ts';
import { getSponsorByCode } from './referral-repository.ts';

/** Who is behind the code of a sign-up link, for the sign-up page (public: a name, nothing more). */
export async function lookupCode(
  db: Db,
  kind: 'referral' | 'agent',
  raw: string,
): Promise<ReferralCodeResponse> {
  const code = normalizeReferralCode(raw);
  if (kind === 'referral') {
    const sponsor = code ? await getSponsorByCode(db, code) : undefined;
    if (!sponsor) throw new AppError('REFERRAL_CODE_UNKNOWN');
    return { kind, name: sponsor.businessName };
  }
  const agent = code ? await getAgentByCode(db, code) : undefined;
  if (!agent) throw new AppError('AGENT_CODE_UNKNOWN');
  return { kind, name: `${agent.user.firstName} ${agent.user.lastName}` };
}
