import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { merchantKeys, merchantsApi } from '../api/merchants-api.ts';
import { MerchantNav } from '../components/merchant-nav.tsx';
import { ShopFeesForm } from '../components/shop-fees-form.tsx';

/** `/admin/merchants/taxe/{id}`: the fee overrides of each of the merchant's shops. */
export function MerchantFeesPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const data = useQuery({ queryKey: merchantKeys.one(id, 'fees'), queryFn: () => merchantsApi.fees(id) });
  if (data.isPending) return <Loader />;
  if (data.isError) return <Alert color="red">{errorMessage(data.error, t)}</Alert>;
  return (
    <Stack gap="lg">
      <MerchantNav id={id} name={data.data.merchant.business_name} current="taxe" />
      {data.data.shops.map((shop) => (
        <ShopFeesForm key={`${shop._id}-${shop.created_at}`} merchantId={id} shop={shop} />
      ))}
    </Stack>
  );
}
