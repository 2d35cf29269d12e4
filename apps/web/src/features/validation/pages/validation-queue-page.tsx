import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ValidationQueueItem } from '@platform/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { UrlDataList } from '../../../shared/ui/url-data-list.tsx';
import { useUrlTable } from '../../../shared/ui/use-url-table.ts';
import { type Review, useValidationQueue } from '../api/validation-api.ts';
import { useQueueColumns } from '../components/queue-columns.tsx';

const URL_OPTIONS = {
  sortable: ['merchant', 'country', 'waiting', 'documents'],
  // The longest wait first, as the queue is worked.
  defaultSort: { id: 'waiting', desc: true },
};
const searchText = (m: ValidationQueueItem) =>
  [m.business_name, m.owner?.name ?? '', m.owner?.email ?? '', m.country].join(' ');

/**
 * A back-office queue of merchants: waiting for validation, or due for a conformity review. Sorted,
 * searched and paged in the URL; exported to CSV or XLSX.
 */
function QueuePage({ review }: { review: Review }) {
  const { t } = useTranslation();
  const queue = useValidationQueue(review);
  const columns = useQueueColumns(review);
  const list = useUrlTable({
    data: queue.data?.merchants ?? [],
    columns,
    getRowId: (m) => m.merchant_id,
    url: URL_OPTIONS,
    searchText,
  });
  const empty = (queue.data?.merchants.length ?? 0) === 0;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" c="navy.7">
          {t(`validation.admin.${review}Title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`validation.admin.${review}Intro`)}
        </Text>
      </Paper>
      {queue.isPending ? <Loader /> : null}
      {queue.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errorMessage(queue.error, t)}
        </Alert>
      ) : null}
      {queue.data ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {empty ? (
              <Text c="dimmed" data-testid="queue-empty">
                {t('validation.admin.empty')}
              </Text>
            ) : (
              <UrlDataList
                list={list}
                testId="validation-queue"
                toolbar={{
                  searchPlaceholder: t('validation.admin.search'),
                  exportName: t(`validation.admin.exportNames.${review}`),
                }}
                rowAttributes={() => ({ 'data-testid': 'queue-row' })}
              />
            )}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /admin/validation */
export function ValidationQueuePage() {
  return <QueuePage review="validation" />;
}

/** /admin/conformity */
export function ConformityQueuePage() {
  return <QueuePage review="conformity" />;
}
