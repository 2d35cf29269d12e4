import { Alert } from '@mantine/core';
import { normalizeReferralCode } from '@platform/domain';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCodeOwner } from '../api/referral-api.ts';

/** The codes a sign-up link carries: `?ref=` (a sponsoring merchant) and `?agent=` (an agent). */
export function useSignupCodes(): { referral_code?: string; agent_code?: string } {
  const [params] = useSearchParams();
  const referral = normalizeReferralCode(params.get('ref'));
  const agent = normalizeReferralCode(params.get('agent'));
  return { ...(referral ? { referral_code: referral } : {}), ...(agent ? { agent_code: agent } : {}) };
}

/** On the sign-up page: who invited the merchant (the link's code is sent with the sign-up). */
export function SignupCodeBanner() {
  const { t } = useTranslation();
  const codes = useSignupCodes();
  const sponsor = useCodeOwner('referral', codes.referral_code ?? null);
  const agent = useCodeOwner('agent', codes.agent_code ?? null);
  if (!codes.referral_code && !codes.agent_code) return null;
  const unknown = sponsor.isError || agent.isError;
  const name = sponsor.data?.name ?? agent.data?.name;
  return (
    <Alert color={unknown ? 'red' : 'orange'} icon={<IconGift size={18} />} data-testid="signup-code">
      {unknown
        ? t('referral.signup.unknown')
        : name
          ? t(sponsor.data ? 'referral.signup.sponsoredBy' : 'referral.signup.agent', { name })
          : t('referral.signup.code', { code: codes.referral_code ?? codes.agent_code })}
    </Alert>
  );
}
