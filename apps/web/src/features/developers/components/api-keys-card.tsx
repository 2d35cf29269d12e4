import {
  ActionIcon,
  Badge,
  Button,
  Code,
  Group,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatDateTime } from '@platform/domain';
import { IconDots, IconKey, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useKeyMutations } from '../api/developers-queries.ts';
import type { ApiKey } from '../api/developers-types.ts';
import { canRevoke, canRoll, KEY_STATUS_COLORS, sortKeys } from '../lib/key-status.ts';
import { type OverlapChoice, overlapHours } from '../lib/overlap.ts';
import { RollKeyModal } from './roll-key-modal.tsx';
import { SecretModal } from './secret-modal.tsx';

type Props = { shop: string; keys: ApiKey[]; sandbox: boolean };

type Shown = { secret: string; note: string | null } | null;

function KeyRow({ apiKey, onRoll, onRevoke }: { apiKey: ApiKey; onRoll: () => void; onRevoke: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.Tr data-testid="api-key-row">
      <Table.Td>
        <Code>{apiKey.masked}</Code>
      </Table.Td>
      <Table.Td>
        <Badge color={KEY_STATUS_COLORS[apiKey.status]} variant="light">
          {t(`developers.keys.status.${apiKey.status}`)}
        </Badge>
        {apiKey.status === 'expiring' && apiKey.expires_at && (
          <Text size="xs" c="dimmed">
            {t('developers.keys.expiresAt', { date: formatDateTime(apiKey.expires_at, locale) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{formatDateTime(apiKey.created_at, locale)}</Table.Td>
      <Table.Td>
        {apiKey.last_used_at ? (
          <>
            <Text size="sm">{formatDateTime(apiKey.last_used_at, locale)}</Text>
            {apiKey.last_used_ip && (
              <Text size="xs" c="dimmed">
                {t('developers.keys.fromIp', { ip: apiKey.last_used_ip })}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('developers.keys.neverUsed')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {(canRoll(apiKey) || canRevoke(apiKey)) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('developers.keys.actions')}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canRoll(apiKey) && (
                <Menu.Item leftSection={<IconRefresh size={16} />} onClick={onRoll}>
                  {t('developers.keys.roll')}
                </Menu.Item>
              )}
              {canRevoke(apiKey) && (
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRevoke}>
                  {t('developers.keys.revoke')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The API keys of the shop in the session's mode: create, roll with overlap, revoke. */
export function ApiKeysCard({ shop, keys, sandbox }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { create, roll, revoke } = useKeyMutations(shop);
  const [rolling, setRolling] = useState<ApiKey | null>(null);
  const [shown, setShown] = useState<Shown>(null);
  const mode = sandbox ? t('developers.mode.sandbox') : t('developers.mode.live');

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (data) => setShown({ secret: data.key, note: null }),
      onError: (error) => notify('error', errorMessage(error, t)),
    });

  const onRoll = (choice: OverlapChoice) => {
    if (!rolling) return;
    roll.mutate(
      { id: rolling._id, overlapHours: overlapHours(choice) },
      {
        onSuccess: (data) => {
          setRolling(null);
          const until = data.previous.expires_at;
          const note =
            until && new Date(until).getTime() > Date.now()
              ? t('developers.roll.previousUntil', { date: formatDateTime(until, locale) })
              : t('developers.roll.previousRefused');
          setShown({ secret: data.key, note });
        },
        onError: (error) => notify('error', errorMessage(error, t)),
      },
    );
  };

  const onRevoke = (apiKey: ApiKey) =>
    modals.openConfirmModal({
      title: t('developers.revoke.title'),
      children: <Text size="sm">{t('developers.revoke.text', { key: apiKey.masked })}</Text>,
      labels: { confirm: t('developers.revoke.confirm'), cancel: t('developers.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        revoke.mutate(apiKey._id, {
          onSuccess: () => notify('success', t('developers.revoke.done')),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });

  const sorted = sortKeys(keys);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {t('developers.keys.title', { mode })}
            </Title>
            <Text size="sm" c="dimmed">
              {sandbox ? t('developers.keys.introSandbox') : t('developers.keys.introLive')}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} loading={create.isPending} onClick={onCreate}>
            {t('developers.keys.create')}
          </Button>
        </Group>
        {sorted.length === 0 ? (
          <Group gap="xs" c="dimmed">
            <IconKey size={18} />
            <Text size="sm">{t('developers.keys.empty')}</Text>
          </Group>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('developers.keys.columns.key')}</Table.Th>
                  <Table.Th>{t('developers.keys.columns.status')}</Table.Th>
                  <Table.Th>{t('developers.keys.columns.created')}</Table.Th>
                  <Table.Th>{t('developers.keys.columns.lastUsed')}</Table.Th>
                  <Table.Th aria-label={t('developers.keys.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((k) => (
                  <KeyRow key={k._id} apiKey={k} onRoll={() => setRolling(k)} onRevoke={() => onRevoke(k)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <RollKeyModal
        apiKey={rolling}
        pending={roll.isPending}
        onClose={() => setRolling(null)}
        onConfirm={onRoll}
      />
      <SecretModal
        secret={shown?.secret ?? null}
        note={shown?.note}
        title={t('developers.secret.keyTitle')}
        onClose={() => setShown(null)}
      />
    </Paper>
  );
}
