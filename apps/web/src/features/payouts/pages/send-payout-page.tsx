import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useSendPayout } from '../api/payouts-queries.ts';
import { ConfirmPasswordModal } from '../components/confirm-password-modal.tsx';
import { type Beneficiary, PayoutForm } from '../components/payout-form.tsx';
import { PayoutResult } from '../components/payout-result.tsx';
import { PayoutSteps } from '../components/payout-steps.tsx';
import { PayoutSummary } from '../components/payout-summary.tsx';
import { payoutPaths } from '../lib/payout-paths.ts';

/**
 * `/sendmoney/form`, `/payouts/new`, `/sandbox/payouts/newPayout`: one payout in four steps
 * (beneficiary, summary with the fee and the total, password, live result). `?follow=<id>` keeps
 * following a sent payout after a reload.
 */
export function SendPayoutPage({ from = 'payouts' }: { from?: 'sendmoney' | 'payouts' }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const sandbox = useShellUser().in_sandbox;
  const paths = payoutPaths(sandbox);
  const listPath = from === 'sendmoney' && !sandbox ? '/sendmoney' : paths.list;
  const detailPath = (id: string) =>
    from === 'sendmoney' && !sandbox ? `/sendmoney/detail/${encodeURIComponent(id)}` : paths.detail(id);
  const shop = useShops().selected;
  const [params, setParams] = useSearchParams();
  const follow = params.get('follow');
  const [step, setStep] = useState(0);
  const [beneficiary, setBeneficiary] = useState<Beneficiary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const send = useSendPayout();
  const active = follow ? 3 : confirming ? 2 : step;

  const confirm = async (password: string) => {
    if (!shop || !beneficiary) return;
    setPasswordError(null);
    try {
      const answer = await send.mutateAsync({
        shop: shop._id,
        phoneNumber: beneficiary.phoneNumber,
        network: beneficiary.network,
        amount: beneficiary.amount,
        ...(beneficiary.motif ? { motif: beneficiary.motif } : {}),
        password,
      });
      // No toast: the result card follows the payout to its end ("Payout accepté : en cours de
      // traitement" used to show beside a RÉUSSI card).
      setConfirming(false);
      setParams({ follow: answer._id });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'WRONG_PASSWORD' || code === 'TOO_MANY_PASSWORD_CHECKS')
        setPasswordError(errorMessage(error, t));
      else {
        setConfirming(false);
        setStep(0);
        notify('error', errorMessage(error, t));
      }
    }
  };

  const restart = () => {
    setBeneficiary(null);
    setStep(0);
    setParams({});
  };

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={2} size="h3">
          {t('payouts.send.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payouts.send.intro')}
        </Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <PayoutSteps active={active} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder radius="md" p="lg">
            {follow ? (
              <PayoutResult key={follow} id={follow} detailPath={detailPath(follow)} onAnother={restart} />
            ) : step === 0 || !beneficiary || !shop ? (
              <PayoutForm
                initial={beneficiary}
                onCancel={() => void navigate(localize(listPath))}
                onNext={(value) => {
                  setBeneficiary(value);
                  setStep(1);
                }}
              />
            ) : (
              <PayoutSummary
                shop={shop._id}
                beneficiary={beneficiary}
                onBack={() => setStep(0)}
                onConfirm={() => setConfirming(true)}
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmPasswordModal
        opened={confirming}
        text={t('payouts.password.text')}
        pending={send.isPending}
        error={passwordError}
        onConfirm={(password) => void confirm(password)}
        onClose={() => {
          setConfirming(false);
          setPasswordError(null);
        }}
      />
    </Stack>
  );
}

/** `/sendmoney/form`: the same flow, coming back to the send-money list. */
export function SendMoneyFormPage() {
  return <SendPayoutPage from="sendmoney" />;
}
