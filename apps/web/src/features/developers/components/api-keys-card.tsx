import {
  ActionIcon,
  Badge,
  Button,
  Code,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatDateTime } from '@platform/domain';
import { IconDots, IconKey, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useKeyMutations } from '../api/developers-queries.ts';
import type { ApiKey } from '../api/developers-types.ts';
import { canRevoke, canRoll, KEY_STATUS_COLORS, sortKeys } from '../lib/key-status.ts';
import { type OverlapChoice, overlapHours } from '../lib/overlap.ts';
import { RollKeyModal } from './roll-key-modal.tsx';
import { SecretModal } from './secret-modal.tsx';

type Props = { shop: string; keys: ApiKey[]; sandbox: boolean };

type Shown = { secret: string; note: string | null } | null;

function KeyActions({
  apiKey,
  onRoll,
  onRevoke,
}: {
  apiKey: ApiKey;
  onRoll: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  if (!canRoll(apiKey) && !canRevoke(apiKey)) return null;
  return (
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
  );
}

/** The keys as a DataTable (rows become cards on a phone). */
function KeysTable({
  keys,
  onRoll,
  onRevoke,
}: {
  keys: ApiKey[];
  onRoll: (k: ApiKey) => void;
  onRevoke: (k: ApiKey) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo<ColumnDef<ApiKey>[]>(
    () => [
      {
        id: 'key',
        header: t('developers.keys.columns.key'),
        meta: { card: 'title' },
        cell: ({ row }) => <Code style={{ overflowWrap: 'anywhere' }}>{row.original.masked}</Code>,
      },
      {
        id: 'status',
        header: t('developers.keys.columns.status'),
        meta: { card: 'status', nowrap: true },
        cell: ({ row }) => (
          <>
            <Badge color={KEY_STATUS_COLORS[row.original.status]} variant="light">
              {t(`developers.keys.status.${row.original.status}`)}
            </Badge>
            {row.original.status === 'expiring' && row.original.expires_at && (
              <Text size="xs" c="dimmed">
                {t('developers.keys.expiresAt', { date: formatDateTime(row.original.expires_at, locale) })}
              </Text>
            )}
          </>
        ),
      },
      {
        id: 'created',
        header: t('developers.keys.columns.created'),
        cell: ({ row }) => formatDateTime(row.original.created_at, locale),
      },
      {
        id: 'lastUsed',
        header: t('developers.keys.columns.lastUsed'),
        cell: ({ row }) =>
          row.original.last_used_at ? (
            <>
              <Text size="sm">{formatDateTime(row.original.last_used_at, locale)}</Text>
              {row.original.last_used_ip && (
                <Text size="xs" c="dimmed">
                  {t('developers.keys.fromIp', { ip: row.original.last_used_ip })}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('developers.keys.neverUsed')}
            </Text>
          ),
      },
      {
        id: 'actions',
        header: () => <VisuallyHidden>{t('developers.keys.actions')}</VisuallyHidden>,
        meta: { card: 'actions', nowrap: true },
        cell: ({ row }) => (
          <KeyActions
            apiKey={row.original}
            onRoll={() => onRoll(row.original)}
            onRevoke={() => onRevoke(row.original)}
          />
        ),
      },
    ],
    [t, locale, onRoll, onRevoke],
  );
  const table = useReactTable({
    data: keys,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (k) => k._id,
  });
  return (
    <DataTable
      table={table}
      testId="api-keys-table"
      striped={false}
      rowAttributes={() => ({ 'data-testid': 'api-key-row' })}
    />
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
          <KeysTable keys={sorted} onRoll={setRolling} onRevoke={onRevoke} />
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
