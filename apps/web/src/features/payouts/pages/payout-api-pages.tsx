import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type PayoutApiRequestBody, payoutApiRequestBody } from '@platform/contracts';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../../../shared/forms/server-errors.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useShops } from '../../shops/shops-context.ts';
import {
  useCreatePayoutApiRequest,
  usePayoutApiRequest,
  usePayoutApiRequests,
} from '../api/payouts-queries.ts';
import { PayoutApiRequestsTable } from '../components/payout-api-requests-table.tsx';
import { PayoutStatusBadge } from '../components/payout-status-badge.tsx';
import { payoutApiUsage } from '../lib/payout-api-usage.ts';
import { formatPayoutDate } from '../lib/payout-list-item.ts';

const viewPath = (id: string) => `/payout_api/liste/view/${encodeURIComponent(id)}`;

/** `/payout_api` and `/payout_api/liste`: how the payout API is called, and the access requests. */
export function PayoutApiPage() {
  const { t } = useTranslation();
  const requests = usePayoutApiRequests();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('payouts.api.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('payouts.api.intro')}
          </Text>
        </div>
        <Button component={LocalizedLink} to="/payout_api/liste/add" data-testid="payout-api-add">
          {t('payouts.api.add')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" mb="xs">
          {t('payouts.api.howTo')}
        </Text>
        <Code block>{`POST /api/payouts/public/transfer/global
Authorization: Bearer fp_live_…
Idempotency-Key: <unique>
{"phoneNumber": "2290197000000", "amount": 5000, "shop": "<shop id>",
 "network": "MTN", "motif": "Salaire", "callback_info": {"order": 42}}

POST /api/payouts/public/transfer/{network}
     network: mtn, moov, celtiis_bj, togocom_tg, moov_tg, mtn_ci,
              moov_ci, orange_ci, wave_ci, orange_sn, free_sn, wave_sn
GET  /api/payouts/status/public/{reference}`}</Code>
      </Paper>
      <Paper withBorder radius="md" p="md">
        {requests.isLoading ? (
          <Loader size="sm" />
        ) : requests.isError ? (
          <Alert color="red">{errorMessage(requests.error, t)}</Alert>
        ) : requests.data?.length ? (
          <PayoutApiRequestsTable requests={requests.data} viewPath={viewPath} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('payouts.api.empty')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/** `/payout_api/liste/add`: ask for access with the server IPs to allow. */
export function PayoutApiAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { shops, selected } = useShops();
  const create = useCreatePayoutApiRequest();
  const { control, register, handleSubmit, formState, setError, getValues, setValue } = useContractForm<
    PayoutApiRequestBody,
    z.output<typeof payoutApiRequestBody>
  >(payoutApiRequestBody, { shop: selected?._id ?? '', ips: [], usage: '' });
  // The shops may arrive after the form: the selected one fills the field if nobody chose one yet.
  useEffect(() => {
    if (selected && !getValues('shop')) setValue('shop', selected._id);
  }, [selected, getValues, setValue]);
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      notify('success', answer.message);
      navigate(localize(viewPath(answer._id)));
    } catch (error) {
      if (!applyFieldErrors(error, ['shop', 'ips', 'usage'], setError)) {
        const message = errorMessage(error, t);
        if ((error as { code?: string }).code === 'INVALID_IP') setError('ips', { type: 'server', message });
        else notify('error', message);
      }
    }
  });
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2} size="h3">
          {t('payouts.api.addTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payouts.api.addIntro')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="lg">
        <form noValidate onSubmit={submit} data-testid="payout-api-form">
          <Stack gap="md">
            <Controller
              control={control}
              name="shop"
              render={({ field }) => (
                <Select
                  label={t('payouts.api.shop')}
                  required
                  data={shops.map((s) => ({ value: s._id, label: s.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={formState.errors.shop?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="ips"
              render={({ field }) => (
                <TagsInput
                  label={t('payouts.api.ips')}
                  description={t('payouts.api.ipsHint')}
                  required
                  value={field.value ?? []}
                  onChange={field.onChange}
                  splitChars={[',', ' ', ';']}
                  error={formState.errors.ips?.message ?? formState.errors.ips?.[0]?.message}
                />
              )}
            />
            <Textarea
              label={t('payouts.api.usage')}
              required
              autosize
              minRows={3}
              error={formState.errors.usage?.message}
              {...register('usage')}
            />
            <Group justify="flex-end">
              <Button variant="default" component={LocalizedLink} to="/payout_api/liste">
                {t('payouts.form.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('payouts.api.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/** `/payout_api/liste/view/:id` and `/payout_api/detail/:id`: one access request. */
export function PayoutApiViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const request = usePayoutApiRequest(id);
  if (request.isLoading) return <Loader size="sm" />;
  if (request.isError || !request.data) return <Alert color="red">{errorMessage(request.error, t)}</Alert>;
  const r = request.data;
  return (
    <Stack gap="lg" maw={720} data-testid="payout-api-request">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('payouts.api.viewTitle')}
        </Title>
        <PayoutStatusBadge status={r.status} />
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Text size="sm">
            <b>{t('payouts.api.shop')} :</b> {r.shop_name ?? r.shop}
          </Text>
          <Text size="sm">
            <b>{t('payouts.api.ips')} :</b> {r.ips.join(', ')}
          </Text>
          <Text size="sm">
            <b>{t('payouts.api.usage')} :</b> {payoutApiUsage(r, t)}
          </Text>
          <Text size="sm">
            <b>{t('payouts.list.columns.date')} :</b> {formatPayoutDate(r.date)}
          </Text>
          {r.decided_at ? (
            <Text size="sm">
              <b>{t('payouts.api.decidedAt')} :</b> {formatPayoutDate(r.decided_at)}
            </Text>
          ) : null}
          {r.decision_note ? <Text size="sm">{r.decision_note}</Text> : null}
          <Alert color={r.status === 'APPROVED' ? 'green' : r.status === 'REFUSED' ? 'red' : 'yellow'}>
            {t(`payouts.api.explain.${r.status}`)}
          </Alert>
        </Stack>
      </Paper>
      <Button component={LocalizedLink} to="/payout_api/liste" variant="default" w="fit-content">
        {t('payouts.detail.back')}
      </Button>
    </Stack>
  );
}
