import { Badge, Box, Button, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DEFAULT_BRAND_COLOR, formatMoney, parseAmount } from '@platform/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import type { ShopBrand } from '../api/use-shop-brand.ts';

export type LinkPreviewValues = {
  title: string;
  description: string;
  /** Null: the customer types the amount. */
  amount: string | number | bigint | null | undefined;
  collect: { name: boolean; email: boolean; phone: boolean };
  customerName: string | null;
};

/**
 * The link's checkout as its customers will see it: the shop's colour, logo and name, what is paid
 * for, the amount (or the field to type it) and the details asked. It follows the form as the
 * merchant types; nothing in it can be paid.
 */
export function LinkPreview({ values, shop }: { values: LinkPreviewValues; shop: ShopBrand }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const color = shop.color ?? DEFAULT_BRAND_COLOR;
  const amount =
    values.amount === null ? null : parseAmount(values.amount === undefined ? '' : String(values.amount));
  const title = values.title.trim() || t('paymentLinks.preview.untitled');
  const description = values.description.trim();
  const fields = (['name', 'email', 'phone'] as const).filter((key) => values.collect[key]);
  const fieldLabel = { name: 'collectName', email: 'collectEmail', phone: 'collectPhone' } as const;
  return (
    <Stack gap="xs" data-testid="link-preview">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('paymentLinks.preview.title')}
        </Text>
        <Badge variant="light" color="gray">
          {t('paymentLinks.preview.live')}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p="md" maw={420} aria-label={t('paymentLinks.preview.title')}>
        <Stack gap="xs">
          <Box h={6} style={{ background: color, borderRadius: 6 }} />
          {shop.logo ? <Image src={shop.logo} alt={shop.name} h={40} w="auto" fit="contain" /> : null}
          <Title order={3} size="h4">
            {shop.name}
          </Title>
          {values.customerName?.trim() ? (
            <Text size="sm" c="dimmed">
              {t('paymentLinks.preview.for', { name: values.customerName.trim() })}
            </Text>
          ) : null}
          <Text size="sm" data-testid="preview-title" style={{ overflowWrap: 'anywhere' }}>
            {description ? `${title} — ${description}` : title}
          </Text>
          {values.amount === null ? (
            <TextInput label={t('paymentLinks.preview.typeAmount')} readOnly tabIndex={-1} />
          ) : (
            <Text size="xl" fw={700} data-testid="preview-amount">
              {amount === null ? '—' : formatMoney(amount, locale)}
            </Text>
          )}
          {fields.map((key) => (
            <TextInput key={key} label={t(`paymentLinks.form.${fieldLabel[key]}`)} readOnly tabIndex={-1} />
          ))}
          <Button color={color} tabIndex={-1} style={{ pointerEvents: 'none' }}>
            {t('paymentLinks.preview.pay')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
