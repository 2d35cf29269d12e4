import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { CustomerView } from '@platform/contracts';
import { IconAlertCircle, IconFileImport, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { ExportFileButtons } from '../../../shared/ui/table-controls.tsx';
import { SampleDataButton } from '../../sample-data/components/sample-data-button.tsx';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { customersApi } from '../api/customers-api.ts';
import { useCustomers } from '../api/customers-queries.ts';
import { CustomerCard } from '../components/customer-card.tsx';
import { CustomerPayments } from '../components/customer-payments.tsx';
import { CustomersTable } from '../components/customers-table.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { customerPaths } from '../lib/customer-paths.ts';

const LIMIT = 20;

/** `/customers` and `/sandbox/customers`: the shop's customers, searchable, page and search kept in the URL. */
export function CustomersPage() {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = customerPaths(sandbox);
  const { selected, loading } = useShops();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const [opened, setOpened] = useState<CustomerView | null>(null);
  const customers = useCustomers(selected ? { shop: selected._id, search, page, limit: LIMIT } : null);

  const update = (next: { q?: string; page?: number }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q) copy.set('q', next.q);
          else copy.delete('q');
          copy.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) copy.set('page', String(next.page));
          else copy.delete('page');
        }
        return copy;
      },
      { replace: true },
    );
  const searchLater = useDebouncedCallback((q: string) => update({ q: q.trim() }), 300);

  if (loading) return <Loader />;
  if (!selected) return <NoShop />;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} size="h3" c="navy.7">
                {t('customers.list.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('customers.list.intro')}
              </Text>
            </div>
            <Group gap="xs">
              {paths.import ? (
                <Button
                  component={LocalizedLink}
                  to={paths.import}
                  variant="light"
                  leftSection={<IconFileImport size={16} />}
                >
                  {t('customers.list.import')}
                </Button>
              ) : null}
              <Button component={LocalizedLink} to={paths.add} leftSection={<IconPlus size={16} />}>
                {t('customers.list.add')}
              </Button>
            </Group>
          </Group>
          <Group justify="space-between" align="flex-end" gap="sm" data-testid="customers-toolbar">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('customers.list.search')}
              aria-label={t('customers.list.search')}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                searchLater(event.currentTarget.value);
              }}
              w={{ base: '100%', xs: 420 }}
            />
            <ExportFileButtons
              disabled={!customers.data?.total}
              onExport={(format) => customersApi.export({ shop: selected._id, search }, format)}
            />
          </Group>
          {customers.isPending ? (
            <Loader />
          ) : customers.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />}>
              {errorMessage(customers.error, t)}
            </Alert>
          ) : customers.data.total === 0 && search ? (
            <Group gap="xs" c="dimmed" data-testid="customers-empty">
              <IconUsers size={18} />
              <Text size="sm">{t('customers.list.noMatch')}</Text>
            </Group>
          ) : customers.data.total === 0 ? (
            <EmptyState
              testId="customers-empty"
              icon={<IconUsers size={26} />}
              title={t('customers.list.emptyTitle')}
              text={t('customers.list.empty')}
              actions={[
                { label: t('customers.list.add'), to: paths.add },
                ...(paths.import ? [{ label: t('customers.list.emptyImport'), to: paths.import }] : []),
              ]}
            >
              <SampleDataButton />
            </EmptyState>
          ) : (
            <>
              <CustomersTable
                customers={customers.data.customers}
                detailOf={paths.detail}
                onOpen={setOpened}
              />
              <Group justify="space-between">
                <Text size="sm" c="dimmed" data-testid="customers-total">
                  {t('customers.list.total', { count: customers.data.total })}
                </Text>
                {customers.data.total > LIMIT ? (
                  <Pagination
                    total={Math.ceil(customers.data.total / LIMIT)}
                    value={page}
                    onChange={(next) => update({ page: next })}
                    size="sm"
                  />
                ) : null}
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <Drawer
        opened={opened !== null}
        onClose={() => setOpened(null)}
        position="right"
        size="xl"
        title={t('customers.detail.title')}
      >
        {opened ? (
          <Stack gap="md">
            <CustomerCard customer={opened} />
            <CustomerPayments id={opened._id} />
          </Stack>
        ) : null}
      </Drawer>
    </Stack>
  );
}
