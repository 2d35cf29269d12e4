import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@platform/domain';
import { IconAlertCircle, IconList, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useReferralOverview } from '../api/referral-api.ts';
import { CommissionBalanceCard } from '../components/commission-balance-card.tsx';
import { FigureCard } from '../components/figure-card.tsx';
import { ShareReferralLink, signupUrl } from '../components/share-referral-link.tsx';

/** /referral: the merchant's referral link and code, its terms, and its commission figures. */
export function ReferralPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const overview = useReferralOverview();
  if (overview.isPending) return <Loader />;
  if (overview.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(overview.error, t)}
      </Alert>
    );
  const o = overview.data;
  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <Title order={2} size="h3" c="navy.7">
          {t('referral.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('referral.intro', { rate: o.rate_bps / 100, months: o.months })}
        </Text>
      </Stack>
      <ShareReferralLink url={signupUrl(o.signup_path)} code={o.code} title={t('referral.share.title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FigureCard
          label={t('referral.figures.sponsored')}
          value={String(o.sponsored)}
          testId="sponsored-count"
        />
        <FigureCard label={t('referral.figures.month')} value={formatMoney(o.commission_month, locale)} />
        <FigureCard label={t('referral.figures.total')} value={formatMoney(o.commission_total, locale)} />
      </SimpleGrid>
      <CommissionBalanceCard balance={o.balance} minimum={o.minimum} />
      <Group>
        <Button component={LocalizedLink} to="/referral/board" leftSection={<IconList size={16} />}>
          {t('referral.openBoard')}
        </Button>
        <Button
          variant="default"
          component={LocalizedLink}
          to="/referral/paymentLink"
          leftSection={<IconShare size={16} />}
        >
          {t('referral.openShare')}
        </Button>
      </Group>
    </Stack>
  );
}
