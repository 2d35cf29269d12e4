import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { webhooksApi } from '../api/developers-api.ts';
import { useEndpoint, useEndpointMutations } from '../api/developers-queries.ts';
import type { WebhookEndpoint } from '../api/developers-types.ts';
import { DevelopersNav } from '../components/developers-nav.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { SecretModal } from '../components/secret-modal.tsx';
import { SigningSecretCard } from '../components/signing-secret-card.tsx';
import { WebhookForm } from '../components/webhook-form.tsx';
import type { WebhookFormValues } from '../lib/webhook-form-schema.ts';
import { webhookPaths } from '../lib/webhook-paths.ts';

const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

function Frame({ title, sandbox, children }: { title: string; sandbox: boolean; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <DevelopersNav sandbox={sandbox} />
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `/developers/webhook/add`, `/webhook/new`, `/sandbox/developers/webHooks/add`. */
export function WebhookAddPage() {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = webhookPaths(sandbox, useLocation().pathname);
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { selected, loading } = useShops();
  const { create } = useEndpointMutations();
  const [created, setCreated] = useState<WebhookEndpoint | null>(null);

  if (loading) return <Loader />;
  if (!selected) return <NoShop sandbox={sandbox} />;

  const onSubmit = async (values: WebhookFormValues) => {
    const endpoint = await create.mutateAsync({
      shop: selected._id,
      url: values.url.trim(),
      events: values.events,
      description: blankToUndefined(values.description),
    });
    // The create call knows no toggle: an endpoint created paused is paused right after.
    if (!values.enabled) await webhooksApi.update(endpoint._id, { enabled: false }).catch(() => undefined);
    setCreated(endpoint);
  };

  return (
    <Frame title={t('developers.form.addTitle')} sandbox={sandbox}>
      <WebhookForm
        sandbox={sandbox}
        defaultValues={{ url: '', events: [], description: '', enabled: true }}
        submitLabel={t('developers.form.create')}
        pending={create.isPending}
        onSubmit={onSubmit}
        onCancel={() => navigate(localize(paths.list))}
      />
      <SecretModal
        secret={created?.secret ?? null}
        title={t('developers.signing.createdTitle')}
        note={t('developers.signing.createdNote')}
        onClose={() => created && navigate(localize(paths.view(created._id)))}
      />
    </Frame>
  );
}

/** `/developers/webhook/update/{slug}`, `/webhook/update/{slug}`, and the sandbox twin. */
export function WebhookEditPage() {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = webhookPaths(sandbox, useLocation().pathname);
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const id = useParams().slug ?? '';
  const detail = useEndpoint(id);
  const { update, remove } = useEndpointMutations(id);

  if (detail.isPending) return <Loader />;
  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(detail.error, t)}
      </Alert>
    );
  }
  const { endpoint } = detail.data;

  const onSubmit = async (values: WebhookFormValues) => {
    await update.mutateAsync({
      url: values.url.trim(),
      events: values.events,
      description: values.description?.trim() ?? '',
      enabled: values.enabled,
    });
    notify('success', t('developers.form.saved'));
    navigate(localize(paths.view(id)));
  };

  const onDelete = () =>
    modals.openConfirmModal({
      title: t('developers.form.deleteTitle'),
      children: <Text size="sm">{t('developers.form.deleteText', { url: endpoint.url })}</Text>,
      labels: { confirm: t('developers.form.delete'), cancel: t('developers.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notify('success', t('developers.form.deleted'));
            navigate(localize(paths.list));
          },
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });

  return (
    <Frame title={t('developers.form.editTitle')} sandbox={sandbox}>
      <WebhookForm
        sandbox={sandbox}
        defaultValues={{
          url: endpoint.url,
          events: endpoint.events as WebhookFormValues['events'],
          description: endpoint.description ?? '',
          enabled: endpoint.enabled,
        }}
        submitLabel={t('developers.form.save')}
        pending={update.isPending}
        onSubmit={onSubmit}
        onCancel={() => navigate(localize(paths.view(id)))}
      />
      <SigningSecretCard endpointId={id} masked={endpoint.secret} />
      <Group justify="flex-end">
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('developers.form.delete')}
        </Button>
      </Group>
    </Frame>
  );
}
