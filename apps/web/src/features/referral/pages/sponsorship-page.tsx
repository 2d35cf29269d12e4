import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useSponsorship } from '../api/referral-api.ts';
import { SponsorshipCard } from '../components/sponsorship-card.tsx';

/** /sponsorship: the sponsored merchant's side: who sponsored it, and the terms. */
export function SponsorshipPage() {
  const { t } = useTranslation();
  const sponsorship = useSponsorship();
  if (sponsorship.isPending) return <Loader />;
  if (sponsorship.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(sponsorship.error, t)}
      </Alert>
    );
  const s = sponsorship.data.sponsorship;
  return (
    <Stack gap="lg" maw={800}>
      <Title order={2} size="h3" c="navy.7">
        {t('referral.sponsorship.title')}
      </Title>
      {s ? (
        <>
          <SponsorshipCard sponsorship={s} />
          <Anchor component={LocalizedLink} to={`/sponsorship/view/${s._id}`} size="sm">
            {t('referral.sponsorship.details')}
          </Anchor>
        </>
      ) : (
        <Alert color="gray" icon={<IconUsers size={18} />} data-testid="no-sponsorship">
          <Text size="sm">{t('referral.sponsorship.none')}</Text>
        </Alert>
      )}
      <Anchor component={LocalizedLink} to="/referral" size="sm">
        {t('referral.sponsorship.becomeSponsor')}
      </Anchor>
    </Stack>
  );
}
