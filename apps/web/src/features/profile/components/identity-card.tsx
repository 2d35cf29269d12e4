import {
  Avatar,
  Button,
  FileButton,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { changeEmailBody, type ProfileResponse, updateProfileBody } from '@platform/contracts';
import { IMAGE_EXTENSIONS } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { profileApi, useProfileMutation } from '../api/profile-api.ts';
import { useAvatarSrc } from '../api/use-avatar-src.ts';

const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Avatar, name and e-mail address (the new address is confirmed from its own inbox). */
export function IdentityCard({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation();
  const avatarSrc = useAvatarSrc(profile.avatar.filename);
  const upload = useProfileMutation(profileApi.avatar);
  const rename = useProfileMutation(profileApi.update);
  const email = useProfileMutation(profileApi.changeEmail);
  const nameForm = useContractForm(updateProfileBody, {
    first_name: profile.first_name,
    last_name: profile.last_name,
  });
  const emailForm = useContractForm(changeEmailBody, { email: '', password: '' });
  const onFile = async (file: File | null) => {
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      notify('error', t('profile.avatar.type'));
      return;
    }
    try {
      await upload.mutateAsync(file);
      notify('success', t('profile.avatar.saved'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  const saveName = nameForm.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync(values);
      notify('success', t('profile.identity.saved'));
    } catch (error) {
      if (!applyFieldErrors(error, ['first_name', 'last_name'], nameForm.setError))
        notify('error', errorMessage(error, t));
    }
  });
  const askEmail = emailForm.handleSubmit(async (values) => {
    try {
      notify('success', (await email.mutateAsync(values)).message);
      emailForm.reset();
    } catch (error) {
      if (!applyFieldErrors(error, ['email', 'password'], emailForm.setError))
        notify('error', errorMessage(error, t));
    }
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Group>
          <Avatar
            src={avatarSrc}
            name={`${profile.first_name} ${profile.last_name}`}
            size={72}
            radius="xl"
            color="brand"
          />
          <Stack gap={4}>
            <Title order={3} size="h4" c="navy.7">{`${profile.first_name} ${profile.last_name}`}</Title>
            <FileButton onChange={onFile} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={upload.isPending}
                  data-testid="avatar-upload"
                >
                  {t('profile.avatar.change')}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t('profile.avatar.hint')}
            </Text>
          </Stack>
        </Group>
        <form onSubmit={saveName} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('profile.identity.firstName')}
                error={nameForm.formState.errors.first_name?.message}
                {...nameForm.register('first_name')}
              />
              <TextInput
                label={t('profile.identity.lastName')}
                error={nameForm.formState.errors.last_name?.message}
                {...nameForm.register('last_name')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={rename.isPending}>
                {t('profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <form onSubmit={askEmail} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {t('profile.email.current', { email: profile.email })}
              {profile.pending_email
                ? ` ${t('profile.email.pending', { email: profile.pending_email })}`
                : ''}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('profile.email.new')}
                type="email"
                error={emailForm.formState.errors.email?.message}
                {...emailForm.register('email')}
              />
              <PasswordInput
                label={t('profile.email.password')}
                error={emailForm.formState.errors.password?.message}
                {...emailForm.register('password')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={email.isPending}>
                {t('profile.email.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
