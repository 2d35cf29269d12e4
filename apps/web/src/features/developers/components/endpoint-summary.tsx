import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useEndpointMutations } from '../api/developers-queries.ts';
import type { EndpointDetailResponse } from '../api/developers-types.ts';
import { EndpointStateBadge } from './status-badges.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </div>
  );
}

/** The endpoint at the top of its view: URL, events, state and counts; edit, pause or resume, test. */
export function EndpointSummary({ detail, editPath }: { detail: EndpointDetailResponse; editPath: string }) {
  const { t } = useTranslation();
  const { endpoint, stats } = detail;
  const { update, sendTest } = useEndpointMutations(endpoint._id);

  const onTest = () =>
    sendTest.mutate(undefined, {
      onSuccess: () => notify('success', t('developers.webhooks.testSent')),
      onError: (error) => notify('error', errorMessage(error, t)),
    });
  const onToggle = () =>
    update.mutate(
      { enabled: !endpoint.enabled },
      {
        onSuccess: () =>
          notify(
            'success',
            endpoint.enabled ? t('developers.webhooks.paused') : t('developers.webhooks.resumed'),
          ),
        onError: (error) => notify('error', errorMessage(error, t)),
      },
    );

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" style={{ wordBreak: 'break-all' }} data-testid="endpoint-url">
              {endpoint.url}
            </Title>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </div>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconSend size={16} />}
              loading={sendTest.isPending}
              onClick={onTest}
            >
              {t('developers.webhooks.sendTest')}
            </Button>
            <Button
              variant="light"
              color={endpoint.enabled ? 'gray' : 'green'}
              leftSection={endpoint.enabled ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              loading={update.isPending}
              onClick={onToggle}
            >
              {endpoint.enabled ? t('developers.webhooks.pause') : t('developers.webhooks.resume')}
            </Button>
            <Button
              component={LocalizedLink}
              to={editPath}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              {t('developers.webhooks.edit')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Field label={t('developers.webhooks.columns.state')}>
            <EndpointStateBadge endpoint={endpoint} />
          </Field>
          <Field label={t('developers.webhooks.columns.events')}>
            {endpoint.events.length ? endpoint.events.join(', ') : t('developers.webhooks.allEvents')}
          </Field>
          <Field label={t('developers.webhooks.stats.succeeded')}>{stats.succeeded}</Field>
          <Field label={t('developers.webhooks.stats.failedPending')}>
            {stats.failed} / {stats.pending}
          </Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
