import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { KycDocumentView } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';

export const DOCUMENT_COLORS: Record<KycDocumentView['status'], string> = {
  SUBMITTED: 'blue',
  ACCEPTED: 'green',
  REFUSED: 'red',
  REPLACED: 'gray',
};

/** The merchant's documents with their status and, when refused, staff's reason. */
export function DocumentsStatus({ documents }: { documents: KycDocumentView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4" c="navy.7">
          {t('validation.merchant.documents')}
        </Title>
        {documents.length === 0 ? <Text c="dimmed">{t('validation.merchant.noDocuments')}</Text> : null}
        {documents.map((doc) => (
          <Stack key={doc._id} gap={2} data-testid={`document-${doc.kind}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{t(`validation.kinds.${doc.kind}`)}</Text>
              <Badge color={DOCUMENT_COLORS[doc.status]} variant="light">
                {t(`validation.docStatus.${doc.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {doc.original_name} ·{' '}
              {t('validation.merchant.sentAt', { date: formatDateTime(doc.created_at, locale) })}
            </Text>
            {doc.refusal_reason ? (
              <Text size="sm" c="red.7" data-testid="refusal-reason">
                {t('validation.merchant.refusedBecause', { reason: doc.refusal_reason })}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
