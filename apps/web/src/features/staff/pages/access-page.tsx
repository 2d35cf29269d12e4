import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { SimpleDataTable } from '../../../shared/ui/simple-data-table.tsx';
import { useRoles } from '../api/staff-api.ts';
import { useRightsColumns } from '../components/access-columns.tsx';

/** /admin/access: each role's rights, read from the one rule table, and how many hold it. */
export function AccessPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const columns = useRightsColumns();
  if (roles.isPending) return <Loader />;
  if (roles.isError) return <Alert color="red">{errorMessage(roles.error, t)}</Alert>;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" c="navy.7">
          {t('staff.access.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staff.access.intro')}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <SimpleDataTable
          rows={roles.data.roles}
          columns={columns}
          getRowId={(role) => role.role}
          testId="rights-table"
          rowAttributes={(role) => ({ 'data-row': 'role', 'data-role': role.role })}
        />
      </Paper>
    </Stack>
  );
}
