import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useRequestPayment } from '../api/transactions-queries.ts';
import { RequestForm } from '../components/request-form.tsx';
import { RequestStatus } from '../components/request-status.tsx';
import { transactionPaths } from '../lib/transaction-paths.ts';

/**
 * `/transactions/add` and its sandbox twin: a request to pay sent to a customer's phone, then
 * followed live (`?follow=<id>` keeps following it after a reload).
 */
export function TransactionAddPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const paths = transactionPaths(useShellUser().in_sandbox);
  const shop = useShops().selected;
  const [params, setParams] = useSearchParams();
  const follow = params.get('follow');
  const request = useRequestPayment();

  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={2} size="h3">
          {t('transactions.add.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('transactions.add.intro')}
        </Text>
      </div>
      {shop && follow ? (
        <RequestStatus
          key={follow}
          shop={shop._id}
          id={follow}
          detailPath={paths.detail(follow)}
          onAnother={() => setParams({})}
        />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <RequestForm
            pending={request.isPending}
            onCancel={() => void navigate(localize(paths.list))}
            onSubmit={async (values) => {
              if (!shop) return;
              const answer = await request.mutateAsync({
                shop: shop._id,
                network: values.network,
                phoneNumber: values.phoneNumber,
                amount: Number(values.amount),
                ...(values.description ? { description: values.description } : {}),
                ...(values.first_name ? { first_name: values.first_name } : {}),
                ...(values.last_name ? { last_name: values.last_name } : {}),
                ...(values.email ? { email: values.email } : {}),
              });
              notify('success', t('transactions.add.sent'));
              setParams({ follow: answer._id });
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}
