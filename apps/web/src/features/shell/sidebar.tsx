import { Badge, Box, Button, Divider, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import type { User } from '@platform/contracts';
import {
  IconBuildingStore,
  IconCreditCard,
  IconPlus,
  IconRosetteDiscountCheck,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isUnverifiedMerchant } from '../../app/guards/route-guards.ts';
import { stripLocale } from '../../shared/i18n/locale-path.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LocalizedLink } from '../../shared/ui/localized-link.tsx';
import { shopKeys, shopsApi } from '../shops/api/shops-api.ts';
import { shownShopName, useShops } from '../shops/shops-context.ts';
import { ModeSwitch } from './mode-switch.tsx';
import { NAV_ICONS } from './nav-icons.ts';
import { LIVE_NAV, type NavItem, SANDBOX_NAV, visibleNav } from './nav-items.ts';
import classes from './shell.module.css';
import { SupportNavLink } from './support-button.tsx';

/** The link of the current page: the longest sidebar path the URL starts with. */
function activeItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = stripLocale(pathname).toLowerCase();
  return items
    .filter((item) => path === item.to.toLowerCase() || path.startsWith(`${item.to.toLowerCase()}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The current shop and, for managers, the switch and create buttons; while the shops load, only a
 * placeholder.
 */
export function ShopBlock() {
  const { t } = useTranslation();
  const shops = useShops();
  const { enabled, loading, canManage, active, openMyShops, openCreate } = shops;
  if (!enabled) return null;
  const name = shownShopName(shops, t('shops.none'));
  return (
    <Box className={classes.shopBlock}>
      <Text size="xs" c="navy.1" tt="uppercase" fw={600}>
        {t('shops.current')}
      </Text>
      {/* Until the shops arrive, neither "Aucune boutique" nor "Créer une boutique": a merchant
          with shops saw both for a moment after every sign-in. */}
      {name === null ? (
        <Skeleton
          h={22}
          mt={2}
          radius="sm"
          aria-busy="true"
          aria-label={t('common.loading')}
          data-testid="current-shop-loading"
        />
      ) : (
        <Text fw={700} c="white" truncate data-testid="current-shop">
          {name}
        </Text>
      )}
      {canManage && !loading ? (
        <Stack gap={4} mt={6}>
          {active.length ? (
            <Button
              variant="subtle"
              color="gray.0"
              size="compact-sm"
              justify="flex-start"
              leftSection={<IconSwitchHorizontal size={14} />}
              onClick={openMyShops}
            >
              {t('shops.change')}
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="gray.0"
            size="compact-sm"
            justify="flex-start"
            leftSection={<IconPlus size={14} />}
            onClick={openCreate}
          >
            {active.length ? t('shops.add') : t('shops.create')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}

/** The merchant sidebar: shop, live or sandbox links by permission, extra links, Test / Live footer. */
export function Sidebar({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { enabled } = useShops();
  const unverified = isUnverifiedMerchant(user);
  const sandboxSide = user.in_sandbox || unverified;
  const items = visibleNav(sandboxSide ? SANDBOX_NAV : LIVE_NAV, user);
  const current = activeItem(items, pathname);
  const merchant = useQuery({
    queryKey: shopKeys.merchant,
    queryFn: shopsApi.merchant,
    enabled,
    staleTime: 5 * 60_000,
  });
  const card = merchant.data?.merchant;

  return (
    <Stack h="100%" gap={0} className={classes.sidebar}>
      <Box p="md">
        <BrandMark inverted />
        {sandboxSide ? (
          <Badge mt="sm" color="brand" variant="filled" leftSection={<IconBuildingStore size={12} />}>
            {t('shell.sandboxBadge')}
          </Badge>
        ) : null}
      </Box>
      <ShopBlock />
      {/* A native scroll rather than Mantine's ScrollArea, which brings the positioning library. */}
      <Box className={classes.navScroll} px="xs" py="xs">
        <nav aria-label={t('shell.mainMenu')} data-testid="sidebar-nav">
          {items.map((item) => {
            const Icon = NAV_ICONS[item.key];
            return (
              <NavLink
                key={item.key}
                component={LocalizedLink}
                to={item.to}
                label={t(`shell.nav.${item.key}`)}
                leftSection={<Icon size={18} />}
                active={item === current}
                onClick={onNavigate}
                className={classes.navLink}
              />
            );
          })}
          {sandboxSide && unverified ? (
            <NavLink
              component={LocalizedLink}
              to="/validation"
              label={t('shell.validateAccount')}
              leftSection={<IconRosetteDiscountCheck size={18} />}
              onClick={onNavigate}
              className={classes.navLinkAccent}
            />
          ) : null}
          {card && !card.card ? (
            <NavLink
              component={LocalizedLink}
              to={`/card-payment-request?id_merchant=${encodeURIComponent(card._id)}`}
              label={t('shell.cardRequest')}
              leftSection={<IconCreditCard size={18} />}
              onClick={onNavigate}
              className={classes.navLink}
            />
          ) : null}
        </nav>
      </Box>
      <Box px="xs" pb={4}>
        <SupportNavLink className={classes.navLink} />
      </Box>
      <Divider color="navy.5" />
      <Box p="md">
        <ModeSwitch user={user} />
      </Box>
    </Stack>
  );
}
