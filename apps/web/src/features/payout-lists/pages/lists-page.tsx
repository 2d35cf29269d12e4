import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { PayoutListItem } from '@platform/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useShops } from '../../shops/shops-context.ts';
import { payoutListsApi } from '../api/payout-lists-api.ts';
import { usePayoutLists } from '../api/payout-lists-queries.ts';
import { ListsTable } from '../components/lists-table.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { useFlow } from '../lib/use-flow.ts';

const PAGE_SIZE = 20;

/**
 * The saved lists of the selected shop: `/payout_list/liste`, `/feexCorporate` (and its sandbox
 * twin), and `oldList` (`reuse`: each list can be copied into a new draft).
 */
export function ListsPage({ reuse = false }: { reuse?: boolean }) {
  const { t } = useTranslation();
  const { paths, go } = useFlow();
  const { selected, loading } = useShops();
  const [page, setPage] = useState(1);
  const lists = usePayoutLists(selected?._id, page, PAGE_SIZE);
  const copy = useMutation({
    mutationFn: (id: string) => payoutListsApi.copy(id),
    onSuccess: (list) => {
      notify('success', t('payoutLists.old.copied'));
      go(paths.reused(list._id));
    },
    onError: (failure) => notify('error', errorMessage(failure, t)),
  });

  if (loading) return <Loader />;
  if (!selected) return <NoShop />;
  const openPath = (list: PayoutListItem) =>
    list.status === 'DRAFT' ? paths.preview(list._id) : paths.run(list._id);
  const pages = Math.max(1, Math.ceil((lists.data?.pager.totalItems ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={3}>{reuse ? t('payoutLists.old.title') : t('payoutLists.lists.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('payoutLists.lists.subtitle')}
          </Text>
        </Stack>
        {!reuse && (
          <Button component={LocalizedLink} to={paths.start} leftSection={<IconPlus size={16} />}>
            {t('payoutLists.lists.new')}
          </Button>
        )}
      </Group>
      {lists.isPending ? (
        <Loader />
      ) : lists.isError ? (
        <Alert color="red">{errorMessage(lists.error, t)}</Alert>
      ) : (
        <ListsTable
          empty={
            reuse ? undefined : (
              <EmptyState
                testId="payout-lists-empty"
                title={t('payoutLists.lists.emptyTitle')}
                text={t('payoutLists.lists.emptyText')}
                actions={[{ label: t('payoutLists.lists.new'), to: paths.start }]}
              />
            )
          }
          lists={lists.data.lists}
          page={page}
          pages={pages}
          onPage={setPage}
          openPath={openPath}
          actions={(list) => (
            <>
              {paths.family === 'payoutList' && list.status !== 'DRAFT' && (
                <Button size="xs" variant="subtle" component={LocalizedLink} to={paths.results(list._id)}>
                  {t('payoutLists.lists.payouts')}
                </Button>
              )}
              {(reuse || paths.family === 'payoutList') && (
                <Button
                  size="xs"
                  variant="subtle"
                  loading={copy.isPending && copy.variables === list._id}
                  onClick={() => copy.mutate(list._id)}
                >
                  {t('payoutLists.lists.reuse')}
                </Button>
              )}
            </>
          )}
        />
      )}
    </Stack>
  );
}

export function OldListPage() {
  return <ListsPage reuse />;
}
