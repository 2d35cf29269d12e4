import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { SponsorshipView } from '@platform/contracts';
import { formatDate } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

/** Who sponsored the merchant and the terms (what the sponsor earns; the merchant pays nothing more). */
export function SponsorshipCard({ sponsorship: s }: { sponsorship: SponsorshipView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="sponsorship">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={3} size="h4" c="navy.7">
            {t('referral.sponsorship.by', { name: s.sponsor_name })}
          </Title>
          <Badge color={s.active ? 'green' : 'gray'} variant="light">
            {s.active ? t('referral.sponsorship.active') : t('referral.sponsorship.inactive')}
          </Badge>
        </Group>
        <List size="sm" spacing={4}>
          <List.Item>
            {t('referral.sponsorship.signedUp', { date: formatDate(s.signed_up_at, locale) })}
          </List.Item>
          <List.Item>
            {t('referral.sponsorship.terms', { rate: s.rate_bps / 100, months: s.months })}
          </List.Item>
          <List.Item>
            {s.ends_at
              ? t('referral.sponsorship.period', {
                  from: formatDate(s.validated_at!, locale),
                  to: formatDate(s.ends_at, locale),
                })
              : t('referral.sponsorship.startsAtValidation')}
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('referral.sponsorship.noCost')}
        </Text>
      </Stack>
    </Paper>
  );
}
