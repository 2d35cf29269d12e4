import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { StaffUserView } from '@platform/contracts';
import { canManageStaffUsers } from '@platform/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { ConfirmPasswordModal } from '../../payouts/components/confirm-password-modal.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { staffApi, useStaffMutation, useStaffUsers } from '../api/staff-api.ts';
import { type StaffUserDraft, StaffUserForm } from '../components/staff-user-form.tsx';

const STATUS_COLORS = { ACTIVE: 'green', INVITED: 'blue', DISABLED: 'gray' } as const;

type Pending =
  | { kind: 'invite'; draft: StaffUserDraft }
  | { kind: 'update'; user: StaffUserView; draft: StaffUserDraft }
  | { kind: 'toggle'; user: StaffUserView; reason: string };

/** /admin/users: staff users; SUPER_ADMIN invites, changes role and access, disables. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useShellUser();
  const manager = canManageStaffUsers(me);
  const list = useStaffUsers();
  const [form, setForm] = useState<{ user: StaffUserView | null } | null>(null);
  const [toggleReason, setToggleReason] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const run = useStaffMutation(({ p, password }: { p: Pending; password: string }) => {
    if (p.kind === 'invite') return staffApi.invite({ ...p.draft, password });
    if (p.kind === 'update')
      return staffApi.update(p.user._id, {
        role: p.draft.role,
        access: p.draft.access,
        reason: p.draft.reason,
        password,
      });
    return staffApi.setActive(p.user._id, p.user.status === 'DISABLED', { reason: p.reason, password });
  });
  const confirm = (password: string) =>
    pending &&
    run.mutate(
      { p: pending, password },
      {
        onSuccess: (answer) => {
          notify('success', answer.message ?? '');
          setPending(null);
          setPasswordError(null);
        },
        onError: (error) => setPasswordError(errorMessage(error, t)),
      },
    );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between">
          <Stack gap={2}>
            <Title order={2} size="h3" c="navy.7">
              {t('staff.users.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('staff.users.intro')}
            </Text>
          </Stack>
          {manager ? (
            <Button
              leftSection={<IconUserPlus size={16} />}
              onClick={() => setForm({ user: null })}
              data-testid="invite-staff"
            >
              {t('staff.users.invite')}
            </Button>
          ) : null}
        </Group>
      </Paper>
      {list.isPending ? <Loader /> : null}
      {list.isError ? <Alert color="red">{errorMessage(list.error, t)}</Alert> : null}
      {list.data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm" data-testid="staff-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staff.users.name')}</Table.Th>
                  <Table.Th>{t('staff.users.role')}</Table.Th>
                  <Table.Th>{t('staff.users.access')}</Table.Th>
                  <Table.Th>{t('staff.users.status')}</Table.Th>
                  {manager ? <Table.Th>{t('staff.users.actions')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.users.map((u) => (
                  <Table.Tr key={u._id} data-testid="staff-row">
                    <Table.Td>
                      {u.first_name} {u.last_name}
                      <Text size="xs" c="dimmed">
                        {u.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{u.role}</Table.Td>
                    <Table.Td>{u.access.join(', ') || '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[u.status]} variant="light">
                        {t(`staff.users.statuses.${u.status}`)}
                      </Badge>
                    </Table.Td>
                    {manager ? (
                      <Table.Td>
                        {u._id === me._id ? null : (
                          <Group gap="xs" wrap="nowrap">
                            <Button size="xs" variant="default" onClick={() => setForm({ user: u })}>
                              {t('staff.users.edit')}
                            </Button>
                            <TextInput
                              size="xs"
                              placeholder={t('staff.users.reason')}
                              value={toggleReason[u._id] ?? ''}
                              onChange={(e) =>
                                setToggleReason({ ...toggleReason, [u._id]: e.currentTarget.value })
                              }
                            />
                            <Button
                              size="xs"
                              color={u.status === 'DISABLED' ? 'blue' : 'red'}
                              variant="light"
                              onClick={() => {
                                const reason = (toggleReason[u._id] ?? '').trim();
                                if (!reason) notify('error', t('staff.users.reasonRequired'));
                                else setPending({ kind: 'toggle', user: u, reason });
                              }}
                            >
                              {u.status === 'DISABLED' ? t('staff.users.enable') : t('staff.users.disable')}
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      {form ? (
        <StaffUserForm
          key={form.user?._id ?? 'new'}
          user={form.user}
          opened
          onClose={() => setForm(null)}
          onSubmit={(draft) => {
            setPending(form.user ? { kind: 'update', user: form.user, draft } : { kind: 'invite', draft });
            setForm(null);
          }}
        />
      ) : null}
      <ConfirmPasswordModal
        opened={pending !== null}
        text={t('staff.users.confirmText')}
        pending={run.isPending}
        error={passwordError}
        onClose={() => {
          setPending(null);
          setPasswordError(null);
        }}
        onConfirm={confirm}
      />
    </Stack>
  );
}
