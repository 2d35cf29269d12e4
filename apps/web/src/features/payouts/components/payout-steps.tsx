import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The spec's breakpoint above which a screen counts as large (992 px). */
export const LARGE_SCREEN_QUERY = '(min-width: 992px)';

/**
 * The payout steps: beneficiary, summary, confirmation, sending. Horizontal on small screens,
 * vertical on large ones (spec: "payout steps, horizontal on small screens, vertical on large").
 */
export function PayoutSteps({ active }: { active: number }) {
  const { t } = useTranslation();
  const large = useMediaQuery(LARGE_SCREEN_QUERY) ?? false;
  return (
    <Stepper
      active={active}
      orientation={large ? 'vertical' : 'horizontal'}
      size="sm"
      allowNextStepsSelect={false}
      data-testid="payout-steps"
      data-orientation={large ? 'vertical' : 'horizontal'}
    >
      <Stepper.Step label={t('payouts.steps.beneficiary')} description={t('payouts.steps.beneficiaryDesc')} />
      <Stepper.Step label={t('payouts.steps.summary')} description={t('payouts.steps.summaryDesc')} />
      <Stepper.Step label={t('payouts.steps.confirm')} description={t('payouts.steps.confirmDesc')} />
      <Stepper.Step label={t('payouts.steps.result')} description={t('payouts.steps.resultDesc')} />
    </Stepper>
  );
}
