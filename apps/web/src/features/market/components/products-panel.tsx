import { Alert, Badge, Button, Group, Image, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MarketProductView } from '@platform/contracts';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { formatAmount } from '../../../shared/lib/format.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { useMarketMutations, useMarketProducts } from '../api/market-queries.ts';
import { ProductForm } from './product-form.tsx';

/** The shop's products: add, change, take off sale, delete. */
export function ProductsPanel({ shop, hasStore }: { shop: string; hasStore: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="products-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('market.products.columns.name')}</Table.Th>
                  <Table.Th>{t('market.products.columns.price')}</Table.Th>
                  <Table.Th>{t('market.products.columns.stock')}</Table.Th>
                  <Table.Th>{t('market.products.columns.state')}</Table.Th>
                  <Table.Th>{t('market.products.columns.categories')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.data.map((product) => (
                  <Table.Tr key={product._id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        {product.photos[0] && (
                          <Image src={product.photos[0].url} alt="" w={40} h={40} radius="sm" fit="cover" />
                        )}
                        <Text size="sm" fw={500}>
                          {product.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatAmount(product.price, locale)}</Table.Td>
                    <Table.Td>
                      {product.stock === null
                        ? t('market.products.unlimited')
                        : product.stock === 0
                          ? t('market.products.soldOut')
                          : product.stock}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={product.active ? 'green' : 'gray'} variant="light">
                        {t(`market.products.state.${product.active ? 'active' : 'inactive'}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{product.categories.join(', ')}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconPencil size={14} />}
                          onClick={() => setEditing(product)}
                        >
                          {t('market.products.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => confirmRemove(product)}
                          aria-label={t('market.products.remove')}
                        >
                          <IconTrash size={14} />
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
