import { Alert, Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useRoles } from '../api/staff-api.ts';

/** /admin/access: each role's rights, read from the one rule table, and how many hold it. */
export function AccessPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  if (roles.isPending) return <Loader />;
  if (roles.isError) return <Alert color="red">{errorMessage(roles.error, t)}</Alert>;
  const rights = roles.data.roles[0]?.rights.map((r) => r.right) ?? [];
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
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={1100}>
          <Table verticalSpacing="xs" striped data-testid="rights-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.access.role')}</Table.Th>
                {rights.map((r) => (
                  <Table.Th key={r}>{t(`admin.menu.${r}`)}</Table.Th>
                ))}
                <Table.Th>{t('staff.access.users')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.data.roles.map((role) => (
                <Table.Tr key={role.role}>
                  <Table.Td>
                    <Anchor component={LocalizedLink} to={`/admin/access/role/${role.role}`} fw={600}>
                      {role.role}
                    </Anchor>
                  </Table.Td>
                  {role.rights.map((r) => (
                    <Table.Td
                      key={r.right}
                      aria-label={r.allowed ? t('staff.access.yes') : t('staff.access.no')}
                    >
                      {r.allowed ? (
                        <IconCheck size={16} color="green" />
                      ) : (
                        <IconMinus size={16} color="gray" />
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td>{role.users}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
