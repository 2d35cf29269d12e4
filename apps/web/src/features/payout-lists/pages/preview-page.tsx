import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { PayoutListRowView } from '@platform/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { DeadEnd } from '../../../shared/ui/dead-end.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { usePayoutList, useRowMutations } from '../api/payout-lists-queries.ts';
import { ConfirmListButton } from '../components/confirm-list-button.tsx';
import { FlowSteps } from '../components/flow-steps.tsx';
import { RowEditModal } from '../components/row-edit-modal.tsx';
import { RowsTable } from '../components/rows-table.tsx';
import { ListStatusBadge } from '../components/status-badges.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { useFlow, useListId } from '../lib/use-flow.ts';

/**
 * The preview of a list: every row with its errors, fixed or deleted in place, and the summary.
 * `/payout_list/liste/view/:id` confirms here; the corporate flow (`listDetail`, `oldlistedit/:id`)
 * goes on to `editSommary`.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const { paths, go } = useFlow();
  const id = useListId();
  const list = usePayoutList(id);
  const { remove } = useRowMutations(id ?? '');
  const [editing, setEditing] = useState<PayoutListRowView | 'new' | null>(null);
  const onDelete = useCallback(
    (row: PayoutListRowView) =>
      remove.mutate(row._id, {
        onSuccess: () => notify('success', t('payoutLists.preview.deleted')),
        onError: (failure) => notify('error', errorMessage(failure, t)),
      }),
    [remove, t],
  );

  if (!id)
    return (
      <DeadEnd
        title={t('deadEnd.listTitle')}
        text={t('deadEnd.listText')}
        actions={[
          { label: t('deadEnd.toLists'), to: paths.lists },
          { label: t('deadEnd.newList'), to: paths.start },
        ]}
      />
    );
  if (list.isPending) return <Loader />;
  if (list.isError) return <Alert color="red">{errorMessage(list.error, t)}</Alert>;
  const data = list.data;
  const draft = data.status === 'DRAFT';

  return (
    <Stack gap="lg">
      {paths.family !== 'payoutList' && <FlowSteps active="preview" />}
      <Group justify="space-between">
        <Title order={3} data-testid="list-name">
          {data.name}
        </Title>
        <ListStatusBadge status={data.status} />
      </Group>
      <SummaryCard summary={data.summary} draft={draft} />
      {!draft && (
        <Alert color="blue">
          <Group justify="space-between">
            {t('payoutLists.preview.confirmed')}
            <Button size="xs" onClick={() => go(paths.run(data._id))}>
              {t('payoutLists.preview.follow')}
            </Button>
          </Group>
        </Alert>
      )}
      {draft && data.summary.invalid > 0 && (
        <Alert color="orange" data-testid="invalid-left">
          {t('payoutLists.preview.invalidLeft', { count: data.summary.invalid })}
        </Alert>
      )}
      <Title order={4}>{t('payoutLists.preview.title')}</Title>
      <RowsTable
        listId={data._id}
        variant={draft ? 'preview' : 'results'}
        {...(draft ? { onEdit: setEditing, onDelete } : {})}
      />
      {draft && (
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('payoutLists.build.addLine')}
          </Button>
          {paths.family === 'payoutList' ? (
            <ConfirmListButton list={data} onStarted={() => go(paths.run(data._id))} />
          ) : (
            <Button
              onClick={() => go(paths.summary(data._id))}
              disabled={data.summary.valid === 0}
              data-testid="to-summary"
            >
              {t('payoutLists.preview.continue')}
            </Button>
          )}
        </Group>
      )}
      <RowEditModal
        listId={data._id}
        row={editing}
        sameNetwork={Boolean(data.same_network)}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
