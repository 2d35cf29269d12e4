import { Alert, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useEndpoint } from '../api/developers-queries.ts';
import { DeliveryLog } from '../components/delivery-log.tsx';
import { DevelopersNav } from '../components/developers-nav.tsx';
import { EndpointSummary } from '../components/endpoint-summary.tsx';
import { SigningSecretCard } from '../components/signing-secret-card.tsx';
import { webhookPaths } from '../lib/webhook-paths.ts';

/** `/developers/webhook/view/{id}`, `/webhook/view/{id}` and the sandbox twin. */
export function WebhookViewPage() {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = webhookPaths(sandbox, useLocation().pathname);
  const id = useParams().id ?? '';
  const detail = useEndpoint(id, true);

  return (
    <Stack gap="lg">
      <DevelopersNav sandbox={sandbox} />
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(detail.error, t)}
        </Alert>
      ) : (
        <>
          <EndpointSummary detail={detail.data} editPath={paths.edit(id)} />
          <SigningSecretCard endpointId={id} masked={detail.data.endpoint.secret} />
          <DeliveryLog endpointId={id} />
        </>
      )}
    </Stack>
  );
}
