import { Badge, Group, Text } from '@mantine/core';
import type { Permission } from '@platform/domain';
import { useTranslation } from 'react-i18next';

/** A profile's permissions as badges; the owner holds all of them. */
export function PermissionBadges({
  permissions,
  owner = false,
}: {
  permissions: readonly string[];
  owner?: boolean;
}) {
  const { t } = useTranslation();
  if (owner) return <Badge color="navy">{t('team.allPermissions')}</Badge>;
  if (permissions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {permissions.map((p) => (
        <Badge key={p} variant="light" size="sm">
          {t(`team.permissions.${p as Permission}`)}
        </Badge>
      ))}
    </Group>
  );
}
