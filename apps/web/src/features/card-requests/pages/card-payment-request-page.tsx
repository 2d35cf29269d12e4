import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { canManageShops } from '@platform/domain';
import { IconAlertCircle, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useCardAccess, useCreateCardRequest } from '../api/card-requests-api.ts';
import { CardRequestForm, type CardRequestValues } from '../components/card-request-form.tsx';
import { CardRequestStatus } from '../components/card-request-status.tsx';

/**
 * `/card-payment-request` (opened from the sidebar with `id_merchant`): merchants without card
 * payments ask for them; afterwards the page shows the request's state. The merchant is the
 * session's, whatever the query parameter says.
 */
export function CardPaymentRequestPage() {
  const { t } = useTranslation();
  const user = useShellUser();
  const access = useCardAccess();
  const create = useCreateCardRequest();
  if (access.isPending) return <Loader />;
  if (access.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(access.error, t)}
      </Alert>
    );
  const { merchant, request } = access.data;
  const canAsk = !merchant.card && request?.status !== 'PENDING';
  const onSubmit = async (values: CardRequestValues) => {
    await create.mutateAsync(values);
    notify('success', t('cardRequests.form.sent'));
  };
  return (
    <Stack gap="lg" maw={900}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={2} size="h3" c="navy.7">
            {t('cardRequests.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cardRequests.intro')}
          </Text>
        </Stack>
      </Paper>
      {merchant.card ? (
        <Alert color="green" icon={<IconCreditCard size={18} />} data-testid="card-enabled">
          {t('cardRequests.enabled')}
        </Alert>
      ) : null}
      {request ? <CardRequestStatus request={request} /> : null}
      {canAsk ? (
        canManageShops(user) ? (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={3} size="h4" c="navy.7">
                {request ? t('cardRequests.again') : t('cardRequests.formTitle')}
              </Title>
              <CardRequestForm
                businessName={merchant.business_name}
                pending={create.isPending}
                onSubmit={onSubmit}
              />
            </Stack>
          </Paper>
        ) : (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {t('cardRequests.ownerOnly')}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}
