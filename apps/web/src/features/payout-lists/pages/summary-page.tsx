import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { DeadEnd } from '../../../shared/ui/dead-end.tsx';
import { usePayoutList } from '../api/payout-lists-queries.ts';
import { ConfirmListButton } from '../components/confirm-list-button.tsx';
import { FlowSteps } from '../components/flow-steps.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { useFlow, useListId } from '../lib/use-flow.ts';

/** `editSommary?list=`: count, total, fees and balance, then the password; or back to the fixes. */
export function SummaryPage() {
  const { t } = useTranslation();
  const { paths, go } = useFlow();
  const id = useListId();
  const list = usePayoutList(id);
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
  return (
    <Stack gap="lg">
      <FlowSteps active="summary" />
      <Title order={3}>{data.name}</Title>
      <SummaryCard summary={data.summary} draft={data.status === 'DRAFT'} />
      {data.summary.invalid > 0 && (
        <Alert color="orange">{t('payoutLists.preview.invalidLeft', { count: data.summary.invalid })}</Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => go(paths.preview(data._id))}>
          {t('payoutLists.summary.back')}
        </Button>
        {data.status === 'DRAFT' ? (
          <ConfirmListButton list={data} onStarted={() => go(paths.run(data._id))} />
        ) : (
          <Button onClick={() => go(paths.run(data._id))}>{t('payoutLists.preview.follow')}</Button>
        )}
      </Group>
    </Stack>
  );
}
