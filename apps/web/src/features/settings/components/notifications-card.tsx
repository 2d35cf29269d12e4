import { Button, Checkbox, Group, Paper, Stack, Table, Title } from '@mantine/core';
import type { NotificationsBody, SettingsResponse } from '@platform/contracts';
import { NOTIFICATION_EVENTS } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { settingsApi, useSettingsMutation } from '../api/settings-api.ts';

/** Which e-mails the owner and the team receive. */
export function NotificationsCard({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<NotificationsBody>(settings.notifications);
  const save = useSettingsMutation(settingsApi.notifications);
  const toggle = (event: keyof NotificationsBody, who: 'owner' | 'team', value: boolean) =>
    setPrefs((p) => ({ ...p, [event]: { ...p[event], [who]: value } }));
  const submit = async () => {
    try {
      await save.mutateAsync(prefs);
      notify('success', t('settings.saved'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4" c="navy.7">
          {t('settings.notifications.title')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('settings.notifications.owner')}</Table.Th>
              <Table.Th>{t('settings.notifications.team')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>{t(`settings.notifications.events.${event}`)}</Table.Td>
                {(['owner', 'team'] as const).map((who) => (
                  <Table.Td key={who}>
                    <Checkbox
                      aria-label={`${t(`settings.notifications.events.${event}`)} · ${t(`settings.notifications.${who}`)}`}
                      checked={prefs[event][who]}
                      disabled={!settings.can_edit}
                      onChange={(e) => toggle(event, who, e.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {settings.can_edit ? (
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
