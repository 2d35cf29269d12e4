import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBolt, IconLayout, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';

const CHOICES = [
  { key: 'link', to: '/feexLinks/add', icon: IconLink },
  { key: 'quick', to: '/quicklinks/add', icon: IconBolt },
  { key: 'page', to: '/feexpage/paymentLink', icon: IconLayout },
] as const;

/** `/feexLinks/choicePage`: a payment link, a quick link or a payment page. */
export function LinkChoicePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('paymentLinks.choice.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {CHOICES.map(({ key, to, icon: Icon }) => (
          <UnstyledButton key={key} component={LocalizedLink} to={to} data-testid={`choice-${key}`}>
            <Paper withBorder radius="md" p="lg" h="100%">
              <Stack gap="sm">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} />
                </ThemeIcon>
                <Text fw={700}>{t(`paymentLinks.choice.${key}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`paymentLinks.choice.${key}Text`)}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
