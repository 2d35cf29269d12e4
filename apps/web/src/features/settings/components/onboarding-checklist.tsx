import { Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { OnboardingStep } from '@platform/domain';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useOnboarding } from '../api/settings-api.ts';

const STEP_PATHS: Record<OnboardingStep, string> = {
  validate_account: '/validation',
  create_link: '/feexLinks/add',
  first_payment: '/transactions',
  add_webhook: '/developers/webhook/add',
  invite_colleague: '/subaccount/invitation/add',
};

/** The dashboard's first steps, ticked from the merchant's data; gone once all are done. */
export function OnboardingChecklist() {
  const { t } = useTranslation();
  const onboarding = useOnboarding();
  const data = onboarding.data;
  if (!data || data.done === data.total) return null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="onboarding">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" c="navy.7">
            {t('settings.onboarding.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.onboarding.progress', { done: data.done, total: data.total })}
          </Text>
        </Group>
        <Progress value={(data.done / data.total) * 100} size="sm" />
        {data.steps.map((step) => (
          <Group key={step.key} gap="sm" data-testid={`step-${step.key}`} data-done={step.done}>
            <ThemeIcon
              size={22}
              radius="xl"
              color={step.done ? 'green' : 'gray'}
              variant={step.done ? 'filled' : 'light'}
            >
              {step.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
            </ThemeIcon>
            {step.done ? (
              <Text size="sm" td="line-through" c="dimmed">
                {t(`settings.onboarding.steps.${step.key as OnboardingStep}`)}
              </Text>
            ) : (
              <Anchor component={LocalizedLink} to={STEP_PATHS[step.key as OnboardingStep]} size="sm">
                {t(`settings.onboarding.steps.${step.key as OnboardingStep}`)}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
