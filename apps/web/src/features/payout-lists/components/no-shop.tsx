import { Alert } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Lists belong to a shop: shown when the mode has none selected. */
export function NoShop() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconBuildingStore size={18} />} data-testid="no-shop">
      {t('payoutLists.lists.noShop')}
    </Alert>
  );
}
