import {
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEFAULT_AGENT_COMMISSION_BPS,
  DEFAULT_COMMISSION_MONTHS,
  MAX_BPS,
  MAX_COMMISSION_MONTHS,
} from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useAssignAgent, useMerchantCommission, useReferralTerms } from '../api/commercial-api.ts';
import { LoadState } from './load-state.tsx';

export type Terms = { rate: number; months: number; reason: string; password: string };

/** Rate, period, reason and password: the fields of every commission change staff make. */
export function TermsFields({ value, onChange }: { value: Terms; onChange: (v: Terms) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Group grow align="flex-start">
        <NumberInput
          label={t('commercialArea.assign.rate')}
          min={0}
          max={MAX_BPS}
          allowDecimal={false}
          value={value.rate}
          onChange={(v) => onChange({ ...value, rate: Number(v) || 0 })}
        />
        <NumberInput
          label={t('commercialArea.assign.months')}
          min={1}
          max={MAX_COMMISSION_MONTHS}
          allowDecimal={false}
          value={value.months}
          onChange={(v) => onChange({ ...value, months: Number(v) || 1 })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('commercialArea.assign.reason')}
          value={value.reason}
          onChange={(e) => onChange({ ...value, reason: e.currentTarget.value })}
        />
        <PasswordInput
          label={t('commercialArea.assign.password')}
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
        />
      </Group>
    </>
  );
}

/**
 * Staff, on a merchant's page: the merchant's commercial agent (assign, change, remove) and the
 * commission terms of its agent and of its sponsor (the sponsor itself never changes). Each change
 * needs a reason and the staff user's password, and is audited by the API.
 */
export function AssignAgent({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const commission = useMerchantCommission(merchantId);
  const assign = useAssignAgent(merchantId);
  const referral = useReferralTerms(merchantId);
  const [agent, setAgent] = useState<string | null | undefined>(undefined);
  const [agentTerms, setAgentTerms] = useState<Terms | null>(null);
  const [sponsorTerms, setSponsorTerms] = useState<Terms | null>(null);
  const done = (message: string) => () => notify('success', message);
  const failed = (error: unknown) => notify('error', errorMessage(error, t));

  return (
    <LoadState query={commission}>
      {(c) => {
        const chosen = agent === undefined ? (c.agent?.user_id ?? null) : agent;
        const terms = agentTerms ?? {
          rate: c.agent?.rate_bps ?? DEFAULT_AGENT_COMMISSION_BPS,
          months: c.agent?.months ?? DEFAULT_COMMISSION_MONTHS,
          reason: '',
          password: '',
        };
        const sponsor = c.referral
          ? (sponsorTerms ?? {
              rate: c.referral.rate_bps,
              months: c.referral.months,
              reason: '',
              password: '',
            })
          : null;
        return (
          <Paper withBorder radius="md" p="lg" data-testid="assign-agent">
            <Stack gap="md">
              <Title order={3} size="h5">
                {t('commercialArea.assign.title')}
              </Title>
              <Select
                label={t('commercialArea.assign.agent')}
                data={[
                  { value: '', label: t('commercialArea.assign.none') },
                  ...c.agents.map((a) => ({ value: a.user_id, label: `${a.name} (${a.email})` })),
                ]}
                value={chosen ?? ''}
                onChange={(v) => setAgent(v ? v : null)}
                allowDeselect={false}
              />
              <TermsFields value={terms} onChange={setAgentTerms} />
              <Group>
                <Button
                  loading={assign.isPending}
                  onClick={() =>
                    assign.mutate(
                      {
                        agent_user_id: chosen,
                        rate_bps: terms.rate,
                        months: terms.months,
                        reason: terms.reason,
                        password: terms.password,
                      },
                      { onSuccess: done(t('commercialArea.assign.saved')), onError: failed },
                    )
                  }
                >
                  {t('commercialArea.assign.save')}
                </Button>
              </Group>
              {c.referral && sponsor ? (
                <Stack gap="sm">
                  <Text fw={600}>
                    {t('commercialArea.assign.sponsor', { name: c.referral.sponsor_name })}
                  </Text>
                  <TermsFields value={sponsor} onChange={setSponsorTerms} />
                  <Group>
                    <Button
                      variant="default"
                      loading={referral.isPending}
                      onClick={() =>
                        referral.mutate(
                          {
                            rate_bps: sponsor.rate,
                            months: sponsor.months,
                            reason: sponsor.reason,
                            password: sponsor.password,
                          },
                          { onSuccess: done(t('commercialArea.assign.saved')), onError: failed },
                        )
                      }
                    >
                      {t('commercialArea.assign.sponsorTerms')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('commercialArea.assign.noSponsor')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      }}
    </LoadState>
  );
}
