import { Alert, Button, Group, Loader, Menu, Stack, Title } from '@mantine/core';
import { IconDownload, IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { DeadEnd } from '../../../shared/ui/dead-end.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { payoutListsApi, type SheetFormat } from '../api/payout-lists-api.ts';
import { usePayoutList, useRunMutations } from '../api/payout-lists-queries.ts';
import { FlowSteps } from '../components/flow-steps.tsx';
import { PasswordConfirmModal } from '../components/password-confirm-modal.tsx';
import { ProgressCard } from '../components/progress-card.tsx';
import { RowsTable } from '../components/rows-table.tsx';
import { useFlow, useListId } from '../lib/use-flow.ts';

/**
 * Progress and results of a confirmed list: the live bar (polled), pause, resume, retry of the
 * failed rows (password), export. `/payout_list/detail/:id`, `/payout_list/liste/transaction/:id`,
 * `corporateDetail?list=` and `/feexCorporate/detail/:id`.
 */
export function RunPage() {
  const { t } = useTranslation();
  const { paths } = useFlow();
  const id = useListId();
  const list = usePayoutList(id);
  const { pause, resume, retry } = useRunMutations(id ?? '');
  const [retrying, setRetrying] = useState(false);
  const fail = (failure: unknown) => notify('error', errorMessage(failure, t));
  const exportAs = (format: SheetFormat) => payoutListsApi.exportResults(id!, format).catch(fail);

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
  const { progress } = data;

  return (
    <Stack gap="lg">
      {paths.family !== 'payoutList' && <FlowSteps active="run" />}
      <Group justify="space-between">
        <Title order={3}>{data.name}</Title>
        <Button variant="subtle" component={LocalizedLink} to={paths.lists}>
          {t('payoutLists.run.backToLists')}
        </Button>
      </Group>
      {data.status === 'DRAFT' ? (
        <Alert color="orange">
          <Group justify="space-between">
            {t('payoutLists.run.notStarted')}
            <Button size="xs" component={LocalizedLink} to={paths.preview(data._id)}>
              {t('payoutLists.run.toPreview')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <ProgressCard progress={progress} />
          <Group>
            {data.status === 'RUNNING' && (
              <Button
                variant="default"
                leftSection={<IconPlayerPause size={16} />}
                loading={pause.isPending}
                onClick={() =>
                  pause.mutate(undefined, {
                    onSuccess: () => notify('info', t('payoutLists.run.paused')),
                    onError: fail,
                  })
                }
              >
                {t('payoutLists.run.pause')}
              </Button>
            )}
            {data.status === 'PAUSED' && (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                loading={resume.isPending}
                onClick={() =>
                  resume.mutate(undefined, {
                    onSuccess: () => notify('success', t('payoutLists.run.resumed')),
                    onError: fail,
                  })
                }
              >
                {t('payoutLists.run.resume')}
              </Button>
            )}
            {progress.failed > 0 && (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconRefresh size={16} />}
                onClick={() => setRetrying(true)}
              >
                {t('payoutLists.run.retry')}
              </Button>
            )}
            <Menu>
              <Menu.Target>
                <Button variant="light" leftSection={<IconDownload size={16} />} data-testid="export-results">
                  {t('payoutLists.run.export')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void exportAs('csv')}>{t('payoutLists.run.exportCsv')}</Menu.Item>
                <Menu.Item onClick={() => void exportAs('xlsx')}>{t('payoutLists.run.exportXlsx')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </>
      )}
      <RowsTable
        listId={data._id}
        variant="results"
        live={!progress.finished && data.status !== 'DRAFT'}
        version={`${data.status}:${progress.queued}:${progress.pending}:${progress.successful}:${progress.failed}:${progress.finished}`}
      />
      <PasswordConfirmModal
        opened={retrying}
        onClose={() => setRetrying(false)}
        text={t('payoutLists.confirm.retryText')}
        onConfirm={async (password) => {
          await retry.mutateAsync(password);
          setRetrying(false);
          notify('success', t('payoutLists.run.retried'));
        }}
      />
    </Stack>
  );
}
