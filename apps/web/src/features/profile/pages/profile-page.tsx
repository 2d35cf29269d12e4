import { Alert, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { currentUserKey } from '../../shell/use-current-user.ts';
import { profileApi, profileKeys, useProfile } from '../api/profile-api.ts';
import { IdentityCard } from '../components/identity-card.tsx';
import { PasswordCard } from '../components/password-card.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { TwoFactorCard } from '../components/two-factor-card.tsx';

/** Follows the e-mail change link (`?email_token=`) once, then drops it from the address. */
function useEmailConfirmation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get('email_token');
  const done = useRef(false);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    profileApi
      .confirmEmail(token)
      .then(async (answer) => {
        notify('success', answer.message);
        await queryClient.invalidateQueries({ queryKey: profileKeys.all });
        await queryClient.invalidateQueries({ queryKey: currentUserKey });
      })
      .catch((error) => notify('error', errorMessage(error, t)))
      .finally(() => setParams({}, { replace: true }));
  }, [token, setParams, queryClient, t]);
}

/** `/profil` and `/sandbox/profil`: identity, password, sessions and security, two-step sign-in. */
export function ProfilePage() {
  const { t } = useTranslation();
  useEmailConfirmation();
  const profile = useProfile();
  if (profile.isPending) return <Loader />;
  if (profile.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(profile.error, t)}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" c="navy.7">
        {t('profile.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <IdentityCard profile={profile.data} />
        <Stack gap="lg">
          <PasswordCard />
          <TwoFactorCard profile={profile.data} />
        </Stack>
      </SimpleGrid>
      <SessionsCard />
    </Stack>
  );
}

/** `/profil/new`: a new password on its own page (the same form as the profile's). */
export function NewPasswordProfilePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={560}>
      <Title order={2} size="h3" c="navy.7">
        {t('profile.password.title')}
      </Title>
      <PasswordCard />
    </Stack>
  );
}
