import { Checkbox, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  hasPermission,
  PERMISSIONS,
  type Permission,
  TEAM_PROFILE_TYPES,
  type TeamProfileType,
} from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../shell/shell-user.ts';

type Props = {
  profileType: TeamProfileType;
  permissions: readonly string[];
  onProfileType: (value: TeamProfileType) => void;
  onPermissions: (value: Permission[]) => void;
  error?: string | undefined;
};

/** Profile type and permissions; a permission the signed-in user does not hold cannot be ticked. */
export function AccessFields({ profileType, permissions, onProfileType, onPermissions, error }: Props) {
  const { t } = useTranslation();
  const user = useShellUser();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('team.fields.profileType')}
        value={profileType}
        onChange={(value) => onProfileType(value as TeamProfileType)}
      >
        <Stack gap={6} mt="xs">
          {TEAM_PROFILE_TYPES.map((type) => (
            <Radio
              key={type}
              value={type}
              label={t(`team.profileTypes.${type}`)}
              data-testid={`profile-${type}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox.Group
        label={t('team.fields.permissions')}
        value={[...permissions]}
        onChange={(value) => onPermissions(value as Permission[])}
        error={error}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {PERMISSIONS.map((p) => {
            const grantable = hasPermission(user, p);
            return (
              <Checkbox
                key={p}
                value={p}
                disabled={!grantable}
                data-testid={`permission-${p}`}
                label={t(`team.permissions.${p}`)}
                description={grantable ? undefined : t('team.notYours')}
              />
            );
          })}
        </SimpleGrid>
      </Checkbox.Group>
      <Text size="xs" c="dimmed">
        {t('team.grantRule')}
      </Text>
    </Stack>
  );
}
