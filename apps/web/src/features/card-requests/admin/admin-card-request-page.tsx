import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTime, formatMoney } from '@platform/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { StaffActionModal } from '../../merchants/components/staff-action-modal.tsx';
import { StaffStatusBadge } from '../../merchants/components/staff-status-badge.tsx';
import { adminCardRequestsApi } from './admin-card-requests-api.ts';

/** `/admin/card-payment-request/{id}`: one request; approve (cards on for the merchant) or refuse. */
export function AdminCardRequestPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const one = useQuery({
    queryKey: ['admin-card-requests', 'one', id],
    queryFn: () => adminCardRequestsApi.one(id),
  });
  const [decision, setDecision] = useState<'approve' | 'refuse' | null>(null);
  const decide = useMutation({
    mutationFn: (body: { reason: string; password: string }) =>
      adminCardRequestsApi.decide(id, decision!, body),
    onSuccess: (answer) => {
      notify('success', answer.message);
      setDecision(null);
      void queryClient.invalidateQueries({ queryKey: ['admin-card-requests'] });
    },
    onError: (error) => notify('error', errorMessage(error, t)),
  });
  if (one.isPending) return <Loader />;
  if (one.isError) return <Alert color="red">{errorMessage(one.error, t)}</Alert>;
  const r = one.data;
  const field = (label: string, value: string | null) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value ?? '—'}</Text>
    </div>
  );
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={localize('/admin/card-payment-request')} size="sm">
        {t('cardRequestsAdmin.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {r.merchant.business_name}
        </Title>
        <Group gap="xs">
          <StaffStatusBadge status={r.status} />
          <Badge color={r.merchant.card ? 'green' : 'gray'} variant="light" data-testid="merchant-card">
            {t(r.merchant.card ? 'cardRequestsAdmin.cardOn' : 'cardRequestsAdmin.cardOff')}
          </Badge>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field(t('cardRequestsAdmin.columns.activity'), r.activity)}
          {field(t('cardRequestsAdmin.fields.businessName'), r.business_name)}
          {field(t('cardRequestsAdmin.fields.country'), r.country)}
          {field(t('cardRequestsAdmin.fields.phone'), r.phone_number)}
          {field(t('cardRequestsAdmin.columns.volume'), formatMoney(r.monthly_volume, locale))}
          {field(t('cardRequestsAdmin.fields.website'), r.website)}
          {field(t('cardRequestsAdmin.fields.message'), r.message)}
          {field(t('cardRequestsAdmin.columns.date'), formatDateTime(r.created_at, locale))}
          {r.decision_note ? field(t('cardRequestsAdmin.fields.decision'), r.decision_note) : null}
        </SimpleGrid>
      </Paper>
      {r.status === 'PENDING' ? (
        <Group>
          <Button onClick={() => setDecision('approve')} data-testid="card-approve">
            {t('merchants.actions.approve')}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => setDecision('refuse')}
            data-testid="card-refuse"
          >
            {t('merchants.actions.refuse')}
          </Button>
        </Group>
      ) : null}
      <StaffActionModal
        opened={decision !== null}
        pending={decide.isPending}
        text={t(decision === 'refuse' ? 'cardRequestsAdmin.refuseText' : 'cardRequestsAdmin.approveText')}
        onConfirm={(body) => decide.mutate(body)}
        onClose={() => setDecision(null)}
      />
    </Stack>
  );
}
