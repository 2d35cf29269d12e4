import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocalizedPath } from '../../../shared/i18n/use-locale.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useShellUser } from '../../shell/shell-user.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useCustomer, useCustomerMutations } from '../api/customers-queries.ts';
import { CustomerForm, type CustomerFormValues, EMPTY_CUSTOMER } from '../components/customer-form.tsx';
import { NoShop } from '../components/no-shop.tsx';
import { customerPaths } from '../lib/customer-paths.ts';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <Title order={2} size="h3" c="navy.7">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** `/customers/add` and `/sandbox/customers/addCustomer`. */
export function CustomerAddPage() {
  const { t } = useTranslation();
  const sandbox = useShellUser().in_sandbox;
  const paths = customerPaths(sandbox);
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { selected, loading } = useShops();
  const { create } = useCustomerMutations();
  if (loading) return <Loader />;
  if (!selected) return <NoShop />;
  const onSubmit = async (values: CustomerFormValues) => {
    const { customer } = await create.mutateAsync({ ...values, shop: selected._id });
    notify('success', t('customers.form.created'));
    navigate(localize(paths.detail ? paths.detail(customer._id) : paths.list));
  };
  return (
    <Frame title={t('customers.form.addTitle')}>
      <CustomerForm
        defaultValues={EMPTY_CUSTOMER}
        submitLabel={t('customers.form.create')}
        pending={create.isPending}
        onSubmit={onSubmit}
        onCancel={() => navigate(localize(paths.list))}
      />
    </Frame>
  );
}

/** `/customers/update/:id`. */
export function CustomerEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const customer = useCustomer(id);
  const { update } = useCustomerMutations(id);
  const detail = `/customers/detail/${id}`;
  if (customer.isPending) return <Loader />;
  if (customer.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="customer-error">
        {errorMessage(customer.error, t)}
      </Alert>
    );
  const c = customer.data;
  const onSubmit = async (values: CustomerFormValues) => {
    await update.mutateAsync(values);
    notify('success', t('customers.form.updated'));
    navigate(localize(detail));
  };
  return (
    <Frame title={t('customers.form.editTitle')}>
      <CustomerForm
        defaultValues={{
          phone_number: `+${c.phoneNumber}`,
          first_name: c.first_name ?? '',
          last_name: c.last_name ?? '',
          email: c.email ?? '',
          notes: c.notes ?? '',
        }}
        submitLabel={t('customers.form.save')}
        pending={update.isPending}
        onSubmit={onSubmit}
        onCancel={() => navigate(localize(detail))}
      />
    </Frame>
  );
}
