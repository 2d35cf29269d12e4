import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { StaffUserView } from '@platform/contracts';
import { ADMIN_ROLES, canManageStaffUsers } from '@platform/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { ConfirmPasswordModal } from '../../payouts/components/confirm-password-modal.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { staffApi, useStaffMutation, useStaffUsers } from '../api/staff-api.ts';
import { type StaffUserDraft, StaffUserForm } from '../components/staff-user-form.tsx';
import { staffUserName, useStaffUserColumns } from '../components/users-columns.tsx';

const STATUSES = ['ACTIVE', 'INVITED', 'DISABLED'] as const;
const URL_OPTIONS = {
  sortable: ['name', 'email', 'role', 'status'],
  defaultSort: { id: 'name', desc: false },
  filters: { role: ADMIN_ROLES, status: STATUSES },
};
const searchText = (u: StaffUserView) => [staffUserName(u), u.email, u.role, ...u.access].join(' ');
const filterValue = { role: (u: StaffUserView) => u.role, status: (u: StaffUserView) => u.status };

type Pending =
  | { kind: 'invite'; draft: StaffUserDraft }
  | { kind: 'update'; user: StaffUserView; draft: StaffUserDraft };

/**
 * /admin/users: staff users, searched, filtered, sorted and paged in the URL and exported to CSV or
 * XLSX; SUPER_ADMIN invites, changes role and access, disables and enables (a reason and the
 * password each time).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useShellUser();
  const manager = canManageStaffUsers(me);
  const users = useStaffUsers();
  const [form, setForm] = useState<{ user: StaffUserView | null } | null>(null);
  const [toggling, setToggling] = useState<StaffUserView | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const run = useStaffMutation(({ p, password }: { p: Pending; password: string }) => {
    if (p.kind === 'invite') return staffApi.invite({ ...p.draft, password });
    return staffApi.update(p.user._id, {
      role: p.draft.role,
      access: p.draft.access,
      reason: p.draft.reason,
      password,
    });
  });
  const toggle = useStaffMutation(
    ({ user, body }: { user: StaffUserView; body: { reason: string; password: string } }) =>
      staffApi.setActive(user._id, user.status === 'DISABLED', body),
  );
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
  const actions = useMemo(
    () =>
      manager
        ? {
            meId: me._id,
            onEdit: (user: StaffUserView) => setForm({ user }),
            onToggle: (user: StaffUserView) => setToggling(user),
          }
        : null,
    [manager, me._id],
  );
  const columns = useStaffUserColumns(actions);
  const list = useUrlTable({
    data: users.data?.users ?? [],
    columns,
    getRowId: (u) => u._id,
    url: URL_OPTIONS,
    searchText,
    filterValue,
  });
  const statusLabel = (s: (typeof STATUSES)[number]) => t(`staff.users.statuses.${s}`);

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
      {users.isPending ? <Loader /> : null}
      {users.isError ? <Alert color="red">{errorMessage(users.error, t)}</Alert> : null}
      {users.data ? (
        <Paper withBorder radius="md" p="md">
          <UrlDataList
            list={list}
            testId="staff-table"
            toolbar={{
              searchPlaceholder: t('staff.users.search'),
              filters: [
                {
                  column: 'role',
                  label: t('staff.users.role'),
                  options: ADMIN_ROLES.map((role) => ({ value: role, label: role })),
                },
                {
                  column: 'status',
                  label: t('staff.users.status'),
                  options: STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
                },
              ],
              exportName: t('staff.users.exportName'),
            }}
            rowAttributes={(u) => ({
              'data-testid': 'staff-row',
              'data-row': 'staff-user',
              'data-email': u.email,
            })}
          />
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
      <StaffActionModal
        opened={toggling !== null}
        pending={toggle.isPending}
        text={
          toggling
            ? t(toggling.status === 'DISABLED' ? 'staff.users.enableText' : 'staff.users.disableText', {
                name: staffUserName(toggling),
                email: toggling.email,
              })
            : ''
        }
        onConfirm={(body) =>
          toggling &&
          toggle.mutate(
            { user: toggling, body },
            {
              onSuccess: (answer) => {
                notify('success', answer.message ?? '');
                setToggling(null);
              },
              onError: (error) => notify('error', errorMessage(error, t)),
            },
          )
        }
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}
