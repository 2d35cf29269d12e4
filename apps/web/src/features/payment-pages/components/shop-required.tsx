import { Alert, Loader } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShops } from '../../shops/shops-context.ts';

/** Renders its children with the selected shop's id, or says a shop is needed. */
export function ShopRequired({ children }: { children: (shop: string) => ReactNode }) {
  const { t } = useTranslation();
  const { selected, loading } = useShops();
  if (loading) return <Loader />;
  if (!selected) {
    return (
      <Alert color="orange" icon={<IconBuildingStore size={18} />}>
        {t('paymentPages.noShop')}
      </Alert>
    );
  }
  return <>{children(selected._id)}</>;
}
