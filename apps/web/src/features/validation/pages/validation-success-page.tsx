import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { homeDashboard } from '../../../app/guards/route-guards.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useShellUser } from '../../shell/shell-user.ts';

/** /validation/success: the file is sent; what happens next. */
export function ValidationSuccessPage() {
  const { t } = useTranslation();
  const user = useShellUser();
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3" c="navy.7" data-testid="validation-success">
          {t('validation.success.title')}
        </Title>
        <Text>{t('validation.success.text')}</Text>
        <Group>
          <Button component={LocalizedLink} to="/validation" variant="default">
            {t('validation.success.follow')}
          </Button>
          <Button component={LocalizedLink} to={homeDashboard(user)}>
            {t('validation.success.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
