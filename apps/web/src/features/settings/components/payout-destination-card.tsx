import {
  Button,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { COUNTRIES, type PayoutDestinationBody, type SettingsResponse } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { settingsApi, useSettingsMutation } from '../api/settings-api.ts';

/** The default withdrawal destination: a bank account or a wallet, changed with the password. */
export function PayoutDestinationCard({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'bank' | 'wallet'>(settings.payout_destination?.kind ?? 'wallet');
  const [values, setValues] = useState({
    bank_name: '',
    account_holder: '',
    iban: '',
    country: 'BJ',
    phone: '',
    password: '',
  });
  const save = useSettingsMutation(settingsApi.payoutDestination);
  const set = (key: keyof typeof values) => (e: { currentTarget: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.currentTarget.value }));
  const submit = async () => {
    const body: PayoutDestinationBody =
      kind === 'bank'
        ? {
            kind,
            bank_name: values.bank_name,
            account_holder: values.account_holder,
            iban: values.iban,
            password: values.password,
          }
        : {
            kind,
            country: values.country as (typeof COUNTRIES)[number],
            phone: values.phone,
            password: values.password,
          };
    try {
      await save.mutateAsync(body);
      setValues((v) => ({ ...v, password: '' }));
      notify('success', t('settings.payout.saved'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4" c="navy.7">
          {t('settings.payout.title')}
        </Title>
        <Text size="sm" data-testid="payout-destination">
          {settings.payout_destination
            ? t('settings.payout.current', { label: settings.payout_destination.label })
            : t('settings.payout.none')}
        </Text>
        {settings.can_edit ? (
          <>
            <SegmentedControl
              value={kind}
              onChange={(v) => setKind(v as 'bank' | 'wallet')}
              data={[
                { value: 'wallet', label: t('settings.payout.wallet') },
                { value: 'bank', label: t('settings.payout.bank') },
              ]}
            />
            {kind === 'bank' ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('settings.payout.bankName')}
                  value={values.bank_name}
                  onChange={set('bank_name')}
                />
                <TextInput
                  label={t('settings.payout.holder')}
                  value={values.account_holder}
                  onChange={set('account_holder')}
                />
                <TextInput label={t('settings.payout.iban')} value={values.iban} onChange={set('iban')} />
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('settings.business.country')}
                  allowDeselect={false}
                  data={COUNTRIES.map((c) => ({ value: c, label: t(`settings.countries.${c}`) }))}
                  value={values.country}
                  onChange={(v) => setValues((s) => ({ ...s, country: v ?? 'BJ' }))}
                />
                <TextInput
                  label={t('settings.payout.phone')}
                  value={values.phone}
                  onChange={set('phone')}
                  inputMode="tel"
                />
              </SimpleGrid>
            )}
            <Group align="flex-end">
              <PasswordInput
                label={t('settings.payout.password')}
                value={values.password}
                onChange={set('password')}
                w={260}
              />
              <Button onClick={submit} loading={save.isPending} disabled={!values.password}>
                {t('settings.payout.submit')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('settings.payout.mailed')}
            </Text>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
