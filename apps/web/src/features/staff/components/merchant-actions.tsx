import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useMerchantActions } from '../api/staff-api.ts';
import { ActionsTable } from './actions-table.tsx';

/**
 * The audit trail of one merchant, for the merchant's back-office pages (validation, conformity,
 * /admin/merchants/view/{id}). Needs the `merchants` right (`useStaffMay('merchants')`).
 */
export function MerchantActions({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const trail = useMerchantActions(merchantId);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h4" c="navy.7">
          {t('staff.actions.merchantTrail')}
        </Title>
        {trail.isPending ? <Loader size="sm" /> : null}
        {trail.isError ? <Alert color="red">{errorMessage(trail.error, t)}</Alert> : null}
        {trail.data ? (
          <ActionsTable
            actions={trail.data.pages.flatMap((p) => p.actions)}
            withMerchant={false}
            hasMore={trail.hasNextPage}
            loadingMore={trail.isFetchingNextPage}
            onMore={() => void trail.fetchNextPage()}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
