import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ValidationDecisionView } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

/** Staff decisions on a merchant's file, newest first (staff names shown in the back-office). */
export function DecisionHistory({
  decisions,
  title,
}: {
  decisions: ValidationDecisionView[];
  title: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4" c="navy.7">
          {title}
        </Title>
        {decisions.length === 0 ? <Text c="dimmed">{t('validation.admin.noHistory')}</Text> : null}
        <Timeline bulletSize={14} lineWidth={2} data-testid="decision-history">
          {decisions.map((d) => (
            <Timeline.Item key={d._id} title={t(`validation.decisions.${d.decision}`)}>
              <Text size="xs" c="dimmed">
                {formatDateTime(d.created_at, locale)}
                {d.staff ? ` · ${t('validation.admin.by', { name: d.staff.name })}` : ''}
              </Text>
              {d.reason ? <Text size="sm">{d.reason}</Text> : null}
              {d.refused_documents.map((r) => (
                <Text key={r.document_id} size="sm" c="red.7">
                  {t(`validation.kinds.${r.kind}` as 'validation.kinds.id_document')} : {r.reason}
                </Text>
              ))}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
