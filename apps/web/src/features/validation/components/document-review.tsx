import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { KycDocumentView } from '@platform/contracts';
import { formatDateTime } from '@platform/domain';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/api/download-file.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { documentFilePath } from '../api/validation-api.ts';
import { DocumentPreview } from './document-preview.tsx';
import { DOCUMENT_COLORS } from './documents-status.tsx';

/** The reason staff give per refused document, by document id (absent: not refused). */
export type Refusals = Record<string, string>;

type Props = {
  documents: KycDocumentView[];
  /** Whether staff may refuse documents now (a decision is open). */
  decidable: boolean;
  refusals: Refusals;
  onRefusals: (next: Refusals) => void;
};

/** The merchant's documents for staff: view inline, download, tick to refuse with a reason. */
export function DocumentReview({ documents, decidable, refusals, onRefusals }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState<string | null>(null);
  const download = (doc: KycDocumentView) =>
    downloadFile(documentFilePath(doc._id, true), doc.original_name).catch((e: unknown) =>
      notify('error', errorMessage(e, t)),
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={3} size="h4" c="navy.7">
          {t('validation.admin.documents')}
        </Title>
        {documents.length === 0 ? <Text c="dimmed">{t('validation.merchant.noDocuments')}</Text> : null}
        {documents.map((doc) => (
          <Stack key={doc._id} gap="xs" data-testid={`review-${doc.kind}`}>
            <Group justify="space-between">
              <Stack gap={0}>
                <Text fw={600}>{t(`validation.kinds.${doc.kind}`)}</Text>
                <Text size="sm" c="dimmed">
                  {doc.original_name} · {formatDateTime(doc.created_at, locale)}
                  {doc.expires_on ? ` · ${t('validation.merchant.expiresOn')} ${doc.expires_on}` : ''}
                </Text>
                {doc.refusal_reason ? (
                  <Text size="sm" c="red.7">
                    {t('validation.merchant.refusedBecause', { reason: doc.refusal_reason })}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs">
                <Badge color={DOCUMENT_COLORS[doc.status]} variant="light">
                  {t(`validation.docStatus.${doc.status}`)}
                </Badge>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEye size={14} />}
                  onClick={() => setShown(shown === doc._id ? null : doc._id)}
                >
                  {t('validation.admin.view')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => void download(doc)}
                >
                  {t('validation.admin.download')}
                </Button>
              </Group>
            </Group>
            {shown === doc._id ? (
              <DocumentPreview id={doc._id} mimeType={doc.mime_type} name={doc.original_name} />
            ) : null}
            {decidable && doc.status !== 'REFUSED' ? (
              <Group align="flex-end">
                <Checkbox
                  label={t('validation.admin.refuseThis')}
                  checked={doc._id in refusals}
                  onChange={(e) => {
                    const next = { ...refusals };
                    if (e.currentTarget.checked) next[doc._id] = '';
                    else delete next[doc._id];
                    onRefusals(next);
                  }}
                  data-testid={`refuse-${doc.kind}`}
                />
                {doc._id in refusals ? (
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('validation.admin.refuseReason')}
                    value={refusals[doc._id]}
                    onChange={(e) => onRefusals({ ...refusals, [doc._id]: e.currentTarget.value })}
                    data-testid={`refuse-reason-${doc.kind}`}
                  />
                ) : null}
              </Group>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
