import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';

/** Back to the list, and the customer's three read-only views. */
export function CustomerNav({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg">
      <Anchor component={LocalizedLink} to="/commercial/customers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('commercialArea.customers.title')}
        </Group>
      </Anchor>
      <Anchor component={LocalizedLink} to={`/commercial/customers/view/${id}`} size="sm">
        {t('commercialArea.customer.profile')}
      </Anchor>
      <Anchor component={LocalizedLink} to={`/commercial/customers/solde/${id}`} size="sm">
        {t('commercialArea.customer.balances')}
      </Anchor>
      <Anchor component={LocalizedLink} to={`/commercial/customers/payout/${id}`} size="sm">
        {t('commercialArea.customer.payouts')}
      </Anchor>
    </Group>
  );
}
