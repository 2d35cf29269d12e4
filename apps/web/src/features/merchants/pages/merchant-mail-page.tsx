import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MERCHANT_COUNTRIES,
  MERCHANT_STATUSES,
  type MerchantMailPreview,
  type SendMerchantMailBody,
} from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { merchantsApi } from '../api/merchants-api.ts';
import { MerchantPicker } from '../components/merchant-shop-picker.tsx';

/** `/admin/merchants/send-mail`: an e-mail to one merchant (`?merchant=`) or a filtered group, previewed first. */
export function MerchantMailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [merchant, setMerchant] = useState<string | null>(params.get('merchant') || null);
  const [status, setStatus] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<MerchantMailPreview | null>(null);
  const payload = (): SendMerchantMailBody => ({
    ...(merchant ? { merchant } : {}),
    filters: {
      ...(status ? { status: status as (typeof MERCHANT_STATUSES)[number] } : {}),
      ...(country ? { country: country as (typeof MERCHANT_COUNTRIES)[number] } : {}),
    },
    subject,
    body,
  });
  const previewCall = useMutation({
    mutationFn: () => merchantsApi.previewMail(payload()),
    onSuccess: setPreview,
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const sendCall = useMutation({
    mutationFn: () => merchantsApi.sendMail(payload()),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setPreview(null);
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  const changed = () => setPreview(null);

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('merchants.mail.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <MerchantPicker
            label={t('merchants.mail.merchant')}
            value={merchant}
            onChange={(next) => {
              setMerchant(next);
              changed();
            }}
            testId="mail-merchant"
          />
          <Group grow>
            <Select
              clearable
              label={t('merchants.list.status')}
              value={status}
              onChange={(v) => {
                setStatus(v);
                changed();
              }}
              data={MERCHANT_STATUSES.map((s) => ({ value: s, label: t(`merchants.status.${s}`) }))}
            />
            <Select
              clearable
              label={t('merchants.list.country')}
              value={country}
              onChange={(v) => {
                setCountry(v);
                changed();
              }}
              data={MERCHANT_COUNTRIES.map((c) => ({ value: c, label: t(`merchants.country.${c}`) }))}
            />
          </Group>
          <TextInput
            label={t('merchants.mail.subject')}
            value={subject}
            onChange={(e) => {
              setSubject(e.currentTarget.value);
              changed();
            }}
            data-testid="mail-subject"
          />
          <Textarea
            label={t('merchants.mail.body')}
            autosize
            minRows={6}
            value={body}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              changed();
            }}
            data-testid="mail-body"
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              loading={previewCall.isPending}
              onClick={() => previewCall.mutate()}
              data-testid="mail-preview"
            >
              {t('merchants.mail.preview')}
            </Button>
            <Button
              disabled={!preview}
              loading={sendCall.isPending}
              onClick={() => sendCall.mutate()}
              data-testid="mail-send"
            >
              {t('merchants.mail.send')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {preview ? (
        <Alert
          color="blue"
          title={t('merchants.mail.recipients', { count: preview.total })}
          data-testid="mail-preview-box"
        >
          <List size="sm">
            {preview.recipients.map((r) => (
              <List.Item key={r.email}>
                {r.business_name} · {r.email}
              </List.Item>
            ))}
          </List>
          <Text fw={700} mt="sm">
            {preview.subject}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {preview.text}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
