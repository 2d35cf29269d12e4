import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const STEPS = ['choose', 'build', 'preview', 'summary', 'run'] as const;
export type FlowStep = (typeof STEPS)[number];

/** Where the merchant stands: choose → list → check → summary → payment. */
export function FlowSteps({ active }: { active: FlowStep }) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 767.98px)');
  return (
    <Stepper active={STEPS.indexOf(active)} size="xs" orientation={small ? 'vertical' : 'horizontal'} mb="md">
      {STEPS.map((step) => (
        <Stepper.Step key={step} label={t(`payoutLists.steps.${step}`)} />
      ))}
    </Stepper>
  );
}
