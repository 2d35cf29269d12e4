import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useRole } from '../api/staff-api.ts';

/** /admin/access/role/{id}: one role's rights and the staff users holding it. */
export function AccessRolePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const role = useRole(id);
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
              <Badge
                key={r.right}
                color={r.allowed ? 'green' : 'gray'}
                variant={r.allowed ? 'filled' : 'outline'}
              >
                {t(`admin.menu.${r.right}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h4" c="navy.7" mb="sm">
          {t('staff.access.members')}
        </Title>
        {role.data.members.length === 0 ? <Text c="dimmed">{t('staff.access.noMembers')}</Text> : null}
        <Table>
          <Table.Tbody>
            {role.data.members.map((m) => (
              <Table.Tr key={m._id}>
                <Table.Td>
                  {m.first_name} {m.last_name}
                </Table.Td>
                <Table.Td>{m.email}</Table.Td>
                <Table.Td>{m.access.join(', ') || '—'}</Table.Td>
                <Table.Td>{t(`staff.users.statuses.${m.status}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
