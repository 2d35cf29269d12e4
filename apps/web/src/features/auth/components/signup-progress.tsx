import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['account', 'email', 'identity', 'terms', 'password'] as const;
export type SignupProgressStep = (typeof STEPS)[number];

/** 'Étape 3 sur 5 : Identité' with a bar, above each sign-up page. */
export function SignupProgress({ step }: { step: SignupProgressStep }) {
  const { t } = useTranslation();
  const current = STEPS.indexOf(step) + 1;
  return (
    <Stack gap={6}>
      <Text size="xs" fw={600} tt="uppercase" c="brand.7">
        {t('auth.steps.progress', { current, total: STEPS.length, label: t(`auth.steps.${step}`) })}
      </Text>
      <Progress value={(current / STEPS.length) * 100} size="sm" radius="xl" aria-hidden />
    </Stack>
  );
}
