import {
  Avatar,
  Badge,
  Button,
  ColorInput,
  FileButton,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { ShopBranding } from '@platform/contracts';
import { BRAND_COLOR_PATTERN, DEFAULT_BRAND_COLOR, IMAGE_EXTENSIONS } from '@platform/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/forms/server-errors.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { settingsApi, useSettingsMutation } from '../api/settings-api.ts';

const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** One shop: its logo and colour on its checkout, links and pages, and who bears fees by default. */
export function ShopBrandingRow({ shop, canEdit }: { shop: ShopBranding; canEdit: boolean }) {
  const { t } = useTranslation();
  const [color, setColor] = useState(shop.brand_color ?? DEFAULT_BRAND_COLOR);
  const [withoutTaxe, setWithoutTaxe] = useState(shop.without_taxe);
  const save = useSettingsMutation(settingsApi.shop);
  const logo = useSettingsMutation(settingsApi.logo);
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      notify('success', t('settings.saved'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    }
  };
  const onFile = (file: File | null) => {
    if (!file) return;
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext))
      return notify('error', t('settings.shops.logoType'));
    void run(() => logo.mutateAsync({ id: shop._id, file }));
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid={`shop-${shop._id}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <Avatar src={shop.logo} radius="sm" color="brand">
              {shop.name.slice(0, 2)}
            </Avatar>
            <Text fw={600}>{shop.name}</Text>
            <Badge variant="light" color={shop.mode === 1 ? 'green' : 'orange'}>
              {shop.mode === 1 ? 'Live' : 'Sandbox'}
            </Badge>
          </Group>
          {canEdit ? (
            <FileButton onChange={onFile} accept={ACCEPT}>
              {(props) => (
                <Button {...props} size="xs" variant="light" loading={logo.isPending}>
                  {t('settings.shops.logo')}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
        <Group align="flex-end">
          <ColorInput
            label={t('settings.shops.color')}
            value={color}
            onChange={setColor}
            format="hex"
            disabled={!canEdit}
            w={180}
            data-testid="brand-color"
          />
          <Switch
            label={t('settings.shops.withoutTaxe')}
            description={t('settings.shops.withoutTaxeHelp')}
            checked={withoutTaxe}
            disabled={!canEdit}
            onChange={(e) => setWithoutTaxe(e.currentTarget.checked)}
          />
          {canEdit ? (
            <Button
              size="sm"
              disabled={!BRAND_COLOR_PATTERN.test(color)}
              loading={save.isPending}
              onClick={() =>
                run(() =>
                  save.mutateAsync({ id: shop._id, body: { brand_color: color, without_taxe: withoutTaxe } }),
                )
              }
            >
              {t('settings.save')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
