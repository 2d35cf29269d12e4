import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@platform/domain';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useSponsoredMerchant } from '../api/referral-api.ts';
import { CommissionsTable } from '../components/commissions-table.tsx';
import { FigureCard } from '../components/figure-card.tsx';
import { ValidationBadge } from '../components/validation-badge.tsx';

/** /referral/view/:id: one sponsored merchant, its terms and each commission earned on it. */
export function ReferralViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const view = useSponsoredMerchant(id);
  if (view.isPending) return <Loader />;
  if (view.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(view.error, t)}
      </Alert>
    );
  const { merchant: m, commissions } = view.data;
  return (
    <Stack gap="lg">
      <Anchor component={LocalizedLink} to="/referral/board" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('referral.board.title')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <Title order={2} size="h3" c="navy.7">
          {m.business_name}
        </Title>
        <ValidationBadge status={m.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {m.ends_at
          ? t('referral.view.period', {
              rate: m.rate_bps / 100,
              from: formatDate(m.validated_at!, locale),
              to: formatDate(m.ends_at, locale),
            })
          : t('referral.view.notValidated', { rate: m.rate_bps / 100 })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard label={t('referral.columns.volume')} value={formatMoney(m.volume, locale)} />
        <FigureCard label={t('referral.figures.month')} value={formatMoney(m.commission_month, locale)} />
        <FigureCard label={t('referral.figures.total')} value={formatMoney(m.commission_total, locale)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          {t('referral.view.commissions')}
        </Title>
        {commissions.length === 0 ? (
          <Text c="dimmed">{t('referral.view.none')}</Text>
        ) : (
          <CommissionsTable
            commissions={commissions}
            exportName={t('referral.view.exportName', { name: m.business_name })}
          />
        )}
      </Paper>
    </Stack>
  );
}
