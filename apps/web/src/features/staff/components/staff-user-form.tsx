import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { StaffUserView } from '@platform/contracts';
import { ADMIN_ROLES, type AdminRole } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type StaffUserDraft = {
  email: string;
  first_name: string;
  last_name: string;
  role: AdminRole;
  access: AdminRole[];
  reason: string;
};

type Props = {
  /** The user edited, or null to invite a new one; the modal is closed when `opened` is false. */
  user: StaffUserView | null;
  opened: boolean;
  onClose: () => void;
  /** The filled form; the page asks for the password next. */
  onSubmit: (draft: StaffUserDraft) => void;
};

/** Invite a staff user or change their role and access, with the reason kept in the trail. */
export function StaffUserForm({ user, opened, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<StaffUserDraft>(() => ({
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    role: (user?.role as AdminRole | undefined) ?? 'VALIDATION',
    access: (user?.access as AdminRole[] | undefined) ?? [],
    reason: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof StaffUserDraft, string>>>({});
  const roles = ADMIN_ROLES.map((r) => ({ value: r, label: r }));
  const set = <K extends keyof StaffUserDraft>(key: K, value: StaffUserDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const required = t('staff.users.required');
    const next: typeof errors = {};
    if (!user) {
      if (!draft.email.trim()) next.email = required;
      if (!draft.first_name.trim()) next.first_name = required;
      if (!draft.last_name.trim()) next.last_name = required;
    }
    if (!draft.reason.trim()) next.reason = required;
    setErrors(next);
    if (Object.keys(next).length === 0) onSubmit(draft);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={user ? t('staff.users.edit') : t('staff.users.invite')}
      centered
      size="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {user ? null : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('staff.users.email')}
                type="email"
                value={draft.email}
                error={errors.email}
                onChange={(e) => set('email', e.currentTarget.value)}
                data-testid="staff-email"
              />
              <span />
              <TextInput
                label={t('staff.users.firstName')}
                value={draft.first_name}
                error={errors.first_name}
                onChange={(e) => set('first_name', e.currentTarget.value)}
                data-testid="staff-first-name"
              />
              <TextInput
                label={t('staff.users.lastName')}
                value={draft.last_name}
                error={errors.last_name}
                onChange={(e) => set('last_name', e.currentTarget.value)}
                data-testid="staff-last-name"
              />
            </SimpleGrid>
          )}
          <Select
            label={t('staff.users.role')}
            data={roles}
            value={draft.role}
            allowDeselect={false}
            onChange={(v) => v && set('role', v as AdminRole)}
            data-testid="staff-role"
          />
          <MultiSelect
            label={t('staff.users.access')}
            data={roles}
            value={draft.access}
            onChange={(v) => set('access', v as AdminRole[])}
            clearable
          />
          <Textarea
            label={t('staff.users.reason')}
            value={draft.reason}
            error={errors.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
            autosize
            minRows={2}
            data-testid="staff-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('sandbox.cancel')}
            </Button>
            <Button type="submit" data-testid="staff-submit">
              {t('sandbox.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
