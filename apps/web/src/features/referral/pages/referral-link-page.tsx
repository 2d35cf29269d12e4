import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useReferralOverview } from '../api/referral-api.ts';
import { ShareReferralLink, signupUrl } from '../components/share-referral-link.tsx';

/** /referral/paymentLink: the referral link to share (copy, QR code, WhatsApp). */
export function ReferralLinkPage() {
  const { t } = useTranslation();
  const overview = useReferralOverview();
  if (overview.isPending) return <Loader />;
  if (overview.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(overview.error, t)}
      </Alert>
    );
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={2} size="h3" c="navy.7">
          {t('referral.share.pageTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('referral.share.intro')}
        </Text>
      </Stack>
      <ShareReferralLink
        url={signupUrl(overview.data.signup_path)}
        code={overview.data.code}
        title={t('referral.share.title')}
      />
    </Stack>
  );
}
