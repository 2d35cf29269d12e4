import { Alert, Loader, Stack } from '@mantine/core';
import type { Shop } from '@platform/contracts';
import { hasAnyPermission } from '@platform/domain';
import { IconBuildingStore, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { AccountHeader } from './account-header.tsx';
import { DashboardNav } from './dashboard-nav.tsx';

/**
 * The frame of the overview pages: the header, the sandbox sub-page links, then the page itself
 * once a shop is selected and the caller may see money figures (owner, or `transaction`/`payout`).
 */
export function OverviewGate({
  children,
  header = true,
}: {
  children: (shop: Shop, sandbox: boolean) => ReactNode;
  header?: boolean;
}) {
  const { t } = useTranslation();
  const user = useShellUser();
  const { selected, loading } = useShops();
  const allowed = hasAnyPermission(user, ['transaction', 'payout']);
  let body: ReactNode;
  if (!user.merchant_id)
    body = (
      <Alert color="gray" icon={<IconLock size={18} />} data-testid="not-merchant">
        {t('overview.notMerchant')}
      </Alert>
    );
  else if (loading) body = <Loader />;
  else if (!selected)
    body = (
      <Alert color="orange" icon={<IconBuildingStore size={18} />} data-testid="no-shop">
        {t('overview.noShop')}
      </Alert>
    );
  else if (!allowed)
    body = (
      <Alert color="gray" icon={<IconLock size={18} />} data-testid="no-figures">
        {t('overview.noPermission')}
      </Alert>
    );
  else body = children(selected, user.in_sandbox);
  return (
    <Stack gap="lg">
      {header ? <AccountHeader /> : null}
      {header && user.in_sandbox ? <DashboardNav /> : null}
      {body}
    </Stack>
  );
}
