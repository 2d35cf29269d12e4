import { Alert, Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { LocalizedLink } from '../../../shared/ui/localized-link.tsx';
import { useCustomer } from '../api/customers-queries.ts';
import { CustomerCard } from '../components/customer-card.tsx';
import { CustomerPayments } from '../components/customer-payments.tsx';

/** `/customers/detail/:id`: the customer and its payments. */
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  return (
    <Stack gap="lg">
      <Anchor component={LocalizedLink} to="/customers" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('customers.detail.back')}
        </Group>
      </Anchor>
      {customer.isPending ? (
        <Loader />
      ) : customer.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="customer-error">
          {errorMessage(customer.error, t)}
        </Alert>
      ) : (
        <>
          <CustomerCard
            customer={customer.data}
            actions={
              <Button
                component={LocalizedLink}
                to={`/customers/update/${id}`}
                variant="light"
                leftSection={<IconPencil size={16} />}
              >
                {t('customers.detail.edit')}
              </Button>
            }
          />
          <CustomerPayments id={id} />
        </>
      )}
    </Stack>
  );
}
