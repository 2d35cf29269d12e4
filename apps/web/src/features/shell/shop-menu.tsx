import { Button, Menu } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconChevronDown, IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShops } from '../shops/shops-context.ts';

/** The top bar's shop dropdown (ADMIN and SUBADMIN profiles): switch shops, list them, add one. */
export function ShopMenu() {
  const { t } = useTranslation();
  const { enabled, canManage, active, selected, select, openMyShops, openCreate } = useShops();
  if (!enabled || !canManage) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button
          variant="light"
          color="navy"
          leftSection={<IconBuildingStore size={18} />}
          rightSection={<IconChevronDown size={14} />}
          maw={220}
          aria-label={t('shops.menu')}
          data-testid="shop-menu"
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {selected?.name ?? t('shops.none')}
          </span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shops.menu')}</Menu.Label>
        {active.map((shop) => (
          <Menu.Item
            key={shop._id}
            rightSection={shop._id === selected?._id ? <IconCheck size={14} /> : null}
            onClick={() => shop._id !== selected?._id && select(shop)}
          >
            {shop.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconList size={16} />} onClick={openMyShops}>
          {t('shops.myShops')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPlus size={16} />} onClick={openCreate}>
          {active.length ? t('shops.add') : t('shops.create')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
