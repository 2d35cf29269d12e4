import { Menu } from '@mantine/core';
import { IconCheck, IconList, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Wake } from '../../shared/ui/on-first-use.tsx';
import { shownShopName, useShops } from '../shops/shops-context.ts';
import { menuTriggers } from './menu-triggers.tsx';

/**
 * The top bar's shop dropdown (ADMIN and SUBADMIN profiles): switch shops, list them, add one.
 * Loaded on first click (top-bar-menus.tsx).
 */
export function ShopMenu({ wake = null }: { wake?: Wake | null }) {
  const { t } = useTranslation();
  const shops = useShops();
  const { enabled, canManage, active, selected, select, openMyShops, openCreate } = shops;
  if (!enabled || !canManage) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={240} defaultOpened={wake?.by === 'click'}>
      <Menu.Target>{menuTriggers.shop(shownShopName(shops, t('shops.none')), t('shops.menu'))}</Menu.Target>
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
