import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { SimpleDataTable } from '../../../shared/ui/simple-data-table.tsx';
import { useRole } from '../api/staff-api.ts';
import { useMemberColumns } from '../components/access-columns.tsx';
import { RightBadge } from '../components/right-badge.tsx';

/** /admin/access/role/{id}: one role's rights and the staff users holding it. */
export function AccessRolePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const role = useRole(id);
  const columns = useMemberColumns();
  if (role.isPending) return <Loader />;
  if (role.isError) return <Alert color="red">{errorMessage(role.error, t)}</Alert>;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h3" c="navy.7" data-testid="role-name">
            {role.data.role.role}
          </Title>
          <Text size="sm" c="dimmed">
            {t('staff.access.roleIntro')}
          </Text>
          <Group gap="xs">
            {role.data.role.rights.map((r) => (
              <RightBadge key={r.right} right={r.right} allowed={r.allowed} />
            ))}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h4" c="navy.7" mb="sm">
          {t('staff.access.members')}
        </Title>
        {role.data.members.length === 0 ? (
          <Text c="dimmed" data-testid="role-no-members">
            {t('staff.access.noMembers')}
          </Text>
        ) : (
          <SimpleDataTable
            rows={role.data.members}
            columns={columns}
            getRowId={(m) => m._id}
            testId="role-members"
            rowAttributes={(m) => ({ 'data-row': 'staff-user', 'data-email': m.email })}
          />
        )}
      </Paper>
    </Stack>
  );
}
