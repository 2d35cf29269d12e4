import { Alert, Loader, Stack, Tabs } from '@mantine/core';
import { IconBuildingStore, IconPackage, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useShops } from '../../shops/shops-context.ts';
import { useMarketStore } from '../api/market-queries.ts';
import { useMarketBase } from '../components/market-base.ts';
import { OrdersPanel } from '../components/orders-panel.tsx';
import { ProductsPanel } from '../components/products-panel.tsx';
import { StoreSettings } from '../components/store-settings.tsx';

const TABS = ['orders', 'products', 'store'] as const;
type Tab = (typeof TABS)[number];

function MarketTabs({ shop }: { shop: string }) {
  const { t } = useTranslation();
  const base = useMarketBase();
  const store = useMarketStore(shop);
  const [params, setParams] = useSearchParams();
  if (store.isPending) return <Loader />;
  if (store.isError) return <Alert color="red">{errorMessage(store.error, t)}</Alert>;
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : store.data ? 'orders' : 'store';
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = new URLSearchParams();
        if (value) next.set('tab', value);
        setParams(next, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="orders" leftSection={<IconReceipt size={16} />}>
          {t('market.tabs.orders')}
        </Tabs.Tab>
        <Tabs.Tab value="products" leftSection={<IconPackage size={16} />}>
          {t('market.tabs.products')}
        </Tabs.Tab>
        <Tabs.Tab value="store" leftSection={<IconBuildingStore size={16} />}>
          {t('market.tabs.store')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="orders">
        <OrdersPanel shop={shop} />
      </Tabs.Panel>
      <Tabs.Panel value="products">
        <ProductsPanel shop={shop} hasStore={Boolean(store.data)} />
      </Tabs.Panel>
      <Tabs.Panel value="store">
        <StoreSettings
          key={store.data?._id ?? 'new'}
          shop={shop}
          store={store.data ?? null}
          sandbox={base.startsWith('/sandbox')}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** `/feexMarket` (and `/sandbox/feexMarket`): the shop's online shop — orders, products, storefront. */
export function MarketPage() {
  const { t } = useTranslation();
  const { selected, loading } = useShops();
  if (loading) return <Loader />;
  if (!selected) {
    return (
      <Alert color="orange" icon={<IconBuildingStore size={18} />}>
        {t('market.noShop')}
      </Alert>
    );
  }
  return (
    <Stack>
      <MarketTabs key={selected._id} shop={selected._id} />
    </Stack>
  );
}
