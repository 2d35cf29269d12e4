import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconApi, IconLayout, IconLink, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { OnboardingChecklist } from '../components/onboarding-checklist.tsx';

const CHOICES = [
  { key: 'link', to: '/feexLinks/add', icon: IconLink },
  { key: 'page', to: '/feexpage/paymentLink', icon: IconLayout },
  { key: 'api', to: '/developers/api', icon: IconApi },
  { key: 'payoutList', to: '/payout_list/liste/add', icon: IconListDetails },
] as const;

/** `/choicePage`: what a new merchant sets up first, each choice leading to its flow. */
export function ChoicePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" c="navy.7">
          {t('settings.choice.title')}
        </Title>
        <Text c="dimmed">{t('settings.choice.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {CHOICES.map(({ key, to, icon: Icon }) => (
          <UnstyledButton key={key} component={LocalizedLink} to={to} data-testid={`choice-${key}`}>
            <Paper withBorder radius="md" p="lg" h="100%">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} />
                </ThemeIcon>
                <Text fw={700}>{t(`settings.choice.${key}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`settings.choice.${key}Text`)}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <OnboardingChecklist />
    </Stack>
  );
}
