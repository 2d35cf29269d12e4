import { Alert, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useSponsorshipView } from '../api/referral-api.ts';
import { SponsorshipCard } from '../components/sponsorship-card.tsx';

/** /sponsorship/view/:id: one sponsorship of the merchant (its terms). */
export function SponsorshipViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const view = useSponsorshipView(id);
  if (view.isPending) return <Loader />;
  if (view.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(view.error, t)}
      </Alert>
    );
  return (
    <Stack gap="lg" maw={800}>
      <Title order={2} size="h3" c="navy.7">
        {t('referral.sponsorship.title')}
      </Title>
      <SponsorshipCard sponsorship={view.data} />
    </Stack>
  );
}
