import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ValidationFileResponse } from '@platform/contracts';
import { formatDateTime, formatMoney } from '@platform/domain';
import { IconAlertCircle, IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useStaffMay } from '../../shell/use-staff-may.ts';
import { MerchantActions } from '../../staff/components/merchant-actions.tsx';
import { type Review, useValidationFile } from '../api/validation-api.ts';
import { DecisionHistory } from '../components/decision-history.tsx';
import { DecisionPanel } from '../components/decision-panel.tsx';
import { DocumentReview, type Refusals } from '../components/document-review.tsx';
import { identityRecap } from '../lib/identity-recap.ts';

function Header({ file }: { file: ValidationFileResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const m = file.merchant;
  const date = (v: string | null) => (v ? formatDateTime(v, locale) : '—');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" c="navy.7" data-testid="merchant-name">
            {m.business_name}
          </Title>
          <Group gap={4}>
            <Badge data-testid="merchant-status" data-status={m.status}>
              {t(`merchants.status.${m.status}`, { defaultValue: m.status })}
            </Badge>
            {file.reasons.map((r) => (
              <Badge key={r} color="orange" variant="light">
                {t(`validation.admin.reasonLabels.${r}`)}
              </Badge>
            ))}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {file.owner ? `${file.owner.name} · ${file.owner.email} · ` : ''}
          {m.country}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Text size="sm">
            {t('validation.admin.submittedAt')} : {date(m.submitted_at)}
          </Text>
          <Text size="sm">
            {t('validation.admin.validatedAt')} : {date(m.validated_at)}
          </Text>
          <Text size="sm">
            {t('validation.admin.reviewedAt')} : {date(m.conformity_reviewed_at)}
          </Text>
          <Text size="sm">
            {t('validation.admin.volume')} : {formatMoney(BigInt(file.live_volume_30d), locale)}
          </Text>
        </SimpleGrid>
        {m.suspended_at ? (
          <Alert color="red" icon={<IconBan size={18} />} data-testid="suspended">
            {t('validation.admin.suspendedSince', {
              date: date(m.suspended_at),
              reason: m.suspension_reason ?? '',
            })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function FilePage({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = useLocale();
  const file = useValidationFile(review, id);
  const [refusals, setRefusals] = useState<Refusals>({});
  const seesTrail = useStaffMay('merchants');
  if (file.isPending) return <Loader />;
  if (file.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        {errorMessage(file.error, t)}
      </Alert>
    );
  const data = file.data;
  const decidable =
    (review === 'validation' && data.merchant.status === 'SUBMITTED') ||
    (review === 'conformity' && data.merchant.valid);
  return (
    <Stack gap="lg">
      <Header file={data} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={3} size="h4" c="navy.7">
            {t('validation.admin.identity')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {identityRecap(data.identity, t, locale).map(({ field, label, value }) => (
              <Stack key={field} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text style={{ overflowWrap: 'anywhere' }} data-field={field}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <DocumentReview
        documents={data.documents}
        decidable={decidable}
        refusals={refusals}
        onRefusals={setRefusals}
      />
      <DecisionPanel review={review} file={data} refusals={refusals} onDecided={() => setRefusals({})} />
      <DecisionHistory decisions={data.decisions} title={t('validation.admin.history')} />
      {seesTrail ? <MerchantActions merchantId={data.merchant._id} /> : null}
    </Stack>
  );
}

/** /admin/validation/{id} */
export function ValidationFilePage() {
  return <FilePage review="validation" />;
}

/** /admin/conformity/{id} */
export function ConformityFilePage() {
  return <FilePage review="conformity" />;
}
