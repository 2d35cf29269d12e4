import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TransactionListQuery } from '@platform/contracts';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale, useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { StatementButtonPlaceholder } from '../../receipts/components/statement-button-placeholder.tsx';
import { SampleDataButton } from '../../sample-data/components/sample-data-button.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useTransactionList } from '../api/transactions-queries.ts';
import { ExportButtons } from '../components/export-buttons.tsx';
import { ListPager } from '../components/list-pager.tsx';
import { TransactionsFilters } from '../components/transactions-filters.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import {
  isNarrowed,
  type ListState,
  listQuery,
  stateFromSearch,
  stateToFilters,
  stateToSearch,
  withFilters,
} from '../lib/list-state.ts';
import { formatCount } from '../lib/transaction-format.ts';
import { transactionPaths } from '../lib/transaction-paths.ts';

const loadStatementButton = () => import('../../receipts/components/statement-button.tsx');
const StatementButton = lazy(() => loadStatementButton().then((m) => ({ default: m.StatementButton })));

/**
 * The monthly statement's button. Its popover's code (month picker, downloads) is asked for when the
 * button is pointed at or focused and shown open once the button is pressed: the list's first
 * screen shows the button only (its popover, positioning and focus-trap code were a phone's
 * biggest scripts after the list; docs/performance.md).
 */
function Statement({ shop }: { shop: string | undefined }) {
  const [opened, setOpened] = useState(false);
  const placeholder = (
    <StatementButtonPlaceholder
      disabled={!shop}
      onIntent={() => void loadStatementButton()}
      onOpen={() => setOpened(true)}
    />
  );
  return opened ? (
    <Suspense fallback={placeholder}>
      <StatementButton shop={shop} defaultOpened />
    </Suspense>
  ) : (
    placeholder
  );
}

/** `/transactions` and `/sandbox/transactions`: the shop's transactions, every setting in the URL. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const sandbox = useShellUser().in_sandbox;
  const paths = transactionPaths(sandbox);
  const shops = useShops();
  const shop = shops.selected;
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromSearch(params), [params]);
  const setState = (next: ListState) => setParams(stateToSearch(next));

  const filters = useMemo(() => stateToFilters(state), [state]);
  const query: TransactionListQuery | null = shop ? listQuery(shop._id, state) : null;
  const list = useTransactionList(query);
  useEffect(() => {
    // Spec: a failed fetch is logged and empties the list (count 0).
    if (list.isError) console.error('Erreur de récupération des transactions', list.error);
  }, [list.isError, list.error]);
  const rows = list.isError ? [] : (list.data?.items ?? []);
  const total = list.isError ? 0 : (list.data?.total ?? 0);
  const exact = list.isError ? true : (list.data?.total_exact ?? true);
  const detailPath = useCallback((id: string) => paths.detail(id), [paths]);
  // The first page is on its way, or the shop it is of (the frame asks for the shops at start): the
  // loader and no count, not "no collections yet" and "0 transactions" for a moment to a merchant who
  // has some. The pager comes with the list, not under the loader, where the list arriving above
  // would push it down (a layout shift).
  const loading = query !== null ? list.isPending : shops.loading;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('transactions.list.heading')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="transactions-count">
            {loading
              ? '\u00a0'
              : t('transactions.list.count', { count: total, formatted: formatCount(total, exact, locale) })}
          </Text>
        </div>
        <Group gap="sm">
          <ExportButtons query={shop ? { shop: shop._id, ...filters } : null} disabled={total === 0} />
          <Statement shop={shop?._id} />
          <Button
            component={Link}
            to={localize(paths.add)}
            leftSection={<IconPlus size={16} />}
            data-testid="new-request"
          >
            {t('transactions.list.newRequest')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TransactionsFilters state={state} onChange={setState} />
          {list.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="transactions-error">
              {t('transactions.list.loadError')} : {errorMessage(list.error, t)}
            </Alert>
          )}
          {loading ? (
            <Loader />
          ) : rows.length === 0 && isNarrowed(state) ? (
            <Text size="sm" c="dimmed" data-testid="transactions-empty">
              {t('transactions.list.empty')}
            </Text>
          ) : rows.length === 0 && !list.isError ? (
            <EmptyState
              testId="transactions-empty"
              title={t('transactions.list.emptyTitle')}
              text={t(sandbox ? 'transactions.list.emptyTextSandbox' : 'transactions.list.emptyText')}
              actions={[
                { label: t('transactions.list.newRequest'), to: paths.add },
                ...(sandbox ? [] : [{ label: t('transactions.list.emptyLink'), to: '/feexLinks/add' }]),
              ]}
            >
              <SampleDataButton />
            </EmptyState>
          ) : (
            <TransactionsTable
              rows={rows}
              sort={state.sort}
              order={state.order}
              onSort={(sort, order) => setState(withFilters(state, { sort, order }))}
              detailPath={detailPath}
            />
          )}
          {loading ? null : (
            <ListPager
              page={state.page}
              size={state.size}
              prev={Boolean(list.data?.prev_cursor) && !list.isError}
              next={Boolean(list.data?.next_cursor) && !list.isError}
              onPrev={() =>
                setState(
                  state.page <= 2 || !list.data?.prev_cursor
                    ? { ...state, cursor: null, page: 1 }
                    : { ...state, cursor: list.data.prev_cursor, page: state.page - 1 },
                )
              }
              onNext={() =>
                list.data?.next_cursor &&
                setState({ ...state, cursor: list.data.next_cursor, page: state.page + 1 })
              }
              onSize={(size) => setState(withFilters(state, { size }))}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
