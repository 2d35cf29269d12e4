import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MarketProductView } from '@platform/contracts';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useMarketMutations, useMarketProducts } from '../api/market-queries.ts';
import { ProductForm } from './product-form.tsx';
import { ProductsTable } from './products-table.tsx';

/** The shop's products: add, change, take off sale, delete. */
export function ProductsPanel({ shop, hasStore }: { shop: string; hasStore: boolean }) {
  const { t } = useTranslation();
  const products = useMarketProducts(shop);
  const { removeProduct } = useMarketMutations(shop);
  const [editing, setEditing] = useState<MarketProductView | 'new' | null>(null);

  const confirmRemove = (product: MarketProductView) =>
    modals.openConfirmModal({
      title: product.name,
      children: <Text size="sm">{t('market.products.confirmRemove')}</Text>,
      labels: { confirm: t('market.products.remove'), cancel: t('market.products.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeProduct.mutate(product._id, {
          onSuccess: () => notify('success', t('market.products.removed')),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('market.products.title')}
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!hasStore}>
            {t('market.products.add')}
          </Button>
        </Group>
        {!hasStore && <Alert color="orange">{t('market.products.storeFirst')}</Alert>}
        {products.isPending ? (
          <Loader />
        ) : products.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(products.error, t)}
          </Alert>
        ) : products.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('market.products.empty')}
          </Text>
        ) : (
          <ProductsTable products={products.data} onEdit={setEditing} onRemove={confirmRemove} />
        )}
      </Stack>
      {editing && (
        <ProductForm
          shop={shop}
          product={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
