import { Alert, Box, Image, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../../../shared/api/download-file.ts';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { documentFilePath } from '../api/validation-api.ts';

/**
 * A merchant document shown inline to staff: fetched with the staff session (never a public
 * URL), held as a blob URL while shown. Images as an image, PDF in a frame.
 */
export function DocumentPreview({ id, mimeType, name }: { id: string; mimeType: string; name: string }) {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ['validation', 'document', id],
    queryFn: async () => (await fetchFile(documentFilePath(id))).blob(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (blob.isPending) return <Loader size="sm" />;
  if (blob.isError) return <Alert color="red">{errorMessage(blob.error, t)}</Alert>;
  if (!url) return null;
  return mimeType === 'application/pdf' ? (
    <Box
      component="iframe"
      src={url}
      title={`${t('validation.admin.preview')} : ${name}`}
      w="100%"
      h={520}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid="document-preview"
    />
  ) : (
    <Image
      src={url}
      alt={`${t('validation.admin.preview')} : ${name}`}
      mah={520}
      fit="contain"
      data-testid="document-preview"
    />
  );
}
