import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useSettings } from '../api/settings-api.ts';
import { BusinessCard } from '../components/business-card.tsx';
import { NotificationsCard } from '../components/notifications-card.tsx';
import { PayoutDestinationCard } from '../components/payout-destination-card.tsx';
import { ShopBrandingRow } from '../components/shop-branding-row.tsx';

/** `/settings` (the gear): business details, shops' look and fees, e-mails, withdrawals. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.isPending) return <Loader />;
  if (settings.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(settings.error, t)}
      </Alert>
    );
  const data = settings.data;
  return (
    <Stack gap="lg" maw={980}>
      <Title order={2} size="h3" c="navy.7">
        {t('settings.title')}
      </Title>
      {data.can_edit ? null : <Alert color="gray">{t('settings.readOnly')}</Alert>}
      <BusinessCard settings={data} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={3} size="h4" c="navy.7">
            {t('settings.shops.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.shops.intro')}
          </Text>
          {data.shops.map((shop) => (
            <ShopBrandingRow key={shop._id} shop={shop} canEdit={data.can_edit} />
          ))}
        </Stack>
      </Paper>
      <NotificationsCard settings={data} />
      <PayoutDestinationCard settings={data} />
    </Stack>
  );
}
