import { Badge, Box, Button, Group, Image, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PageAmountType } from '@platform/contracts';
import { formatMoney, parseAmount } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { PUBLIC_TEXTS } from '../../../checkout/payment-links/public-texts.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import type { ShopBrand } from '../../payment-links/api/use-shop-brand.ts';

export type PagePreviewValues = {
  title: string;
  description: string;
  brandColor: string;
  imageUrl: string | null;
  amountType: PageAmountType;
  items: { name?: string | undefined; price: string | number | bigint }[];
};

/**
 * The public page as customers will see it (`/page/{slug}/{id}`): the brand band, the shop's logo
 * and name, the image, title and description, then the amounts or products. It follows the
 * builder as the merchant types; nothing in it can be paid.
 */
export function PagePreview({ values, shop }: { values: PagePreviewValues; shop: ShopBrand }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = PUBLIC_TEXTS[locale];
  const color = /^#[0-9a-fA-F]{6}$/.test(values.brandColor) ? values.brandColor : '#d45d00';
  const items = values.items.map((item) => {
    const price = parseAmount(String(item.price ?? ''));
    return { name: item.name?.trim() || null, price: price === null ? null : formatMoney(price, locale) };
  });
  return (
    <Stack gap="xs" data-testid="page-preview">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('paymentPages.preview.title')}
        </Text>
        <Badge variant="light" color="gray">
          {t('paymentPages.preview.live')}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="md" maw={420} aria-label={t('paymentPages.preview.title')}>
        <Stack gap="xs">
          <Box h={6} style={{ background: color, borderRadius: 6 }} />
          {shop.logo ? <Image src={shop.logo} alt={shop.name} h={40} w="auto" fit="contain" /> : null}
          {values.imageUrl ? <Image src={values.imageUrl} alt="" mah={160} radius="sm" fit="cover" /> : null}
          <Text size="sm" c="dimmed">
            {shop.name}
          </Text>
          <Title order={3} size="h4" data-testid="preview-title" style={{ overflowWrap: 'anywhere' }}>
            {values.title.trim() || t('paymentPages.preview.untitled')}
          </Title>
          {values.description.trim() ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {values.description}
            </Text>
          ) : null}
          {values.amountType === 'free' ? (
            <TextInput label={text.yourAmount} readOnly tabIndex={-1} />
          ) : (
            <Radio.Group
              label={values.amountType === 'products' ? text.chooseProduct : text.chooseAmount}
              readOnly
            >
              <Stack gap={6} mt={4}>
                {items.map((item, index) => (
                  // Items have no id while they are typed: their place is their key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of the form, in order
                  <Group key={index} justify="space-between" wrap="nowrap" data-testid="preview-item">
                    <Radio
                      value={String(index)}
                      label={item.name ?? item.price ?? '—'}
                      tabIndex={-1}
                      color={color}
                    />
                    {item.name ? (
                      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {item.price ?? '—'}
                      </Text>
                    ) : null}
                  </Group>
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Button color={color} tabIndex={-1} style={{ pointerEvents: 'none' }}>
            {text.continue}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
