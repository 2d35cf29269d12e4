import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { homeDashboard } from '../../app/guards/route-guards.ts';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import { ShellUserContext } from './shell-user.ts';
import { usePageHandle, usePageTitle } from './use-page-handle.ts';

/** Where the "back" button of a coming page leads, per frame. */
function backPath(frame: string | undefined, home: string): string {
  if (frame === 'admin') return '/admin/dashboard';
  if (frame === 'commercial') return '/commercial/dashboard';
  return home;
}

/** The one page shown for every route whose screen comes with a later issue, inside its frame. */
export function ComingPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const handle = usePageHandle();
  const user = useContext(ShellUserContext);
  const home = user ? homeDashboard(user) : '/';
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="md">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand">
          <IconTools size={34} />
        </ThemeIcon>
        <Title order={2} c="navy.7">
          {title}
        </Title>
        <Text c="dimmed">{t('coming.text')}</Text>
        <Button component={LocalizedLink} to={backPath(handle?.access.frame, home)}>
          {user ? t('coming.back') : t('common.backHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
