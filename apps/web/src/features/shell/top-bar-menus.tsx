import { ActionIcon, TextInput } from '@mantine/core';
import type { User } from '@platform/contracts';
import { IconSearch } from '@tabler/icons-react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { onFirstUse } from '../../shared/ui/on-first-use.tsx';
import { useAvatarSrc } from '../profile/api/use-avatar-src.ts';
import { SEARCH_FIELD } from '../search/components/search-field.ts';
import { shownShopName, useShops } from '../shops/shops-context.ts';
import { CLOSED_MENU, menuTriggers } from './menu-triggers.tsx';

/*
 * The top bar's menus and search load on first use: until then the same buttons and field, drawn
 * with what the first paint already has (on-first-use.tsx). A click opens the menu once loaded;
 * the pointer over a button, or the focus, starts the download.
 */
const LanguageMenuOnUse = onFirstUse(
  () => import('./language-menu.tsx').then((m) => m.LanguageMenu),
  ['click'],
);
const ShopMenuOnUse = onFirstUse(() => import('./shop-menu.tsx').then((m) => m.ShopMenu), ['click']);
const UserMenuOnUse = onFirstUse(() => import('./user-menu.tsx').then((m) => m.UserMenu), ['click']);
const GlobalSearchOnUse = onFirstUse(
  () => import('../search/components/global-search.tsx').then((m) => m.GlobalSearch),
  ['focus'],
);
const PhoneSearchOnUse = onFirstUse(
  () => import('../search/components/phone-search.tsx').then((m) => m.PhoneSearch),
  ['click'],
);

export function LazyLanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const button = menuTriggers.language(locale, t('common.language'));
  return <LanguageMenuOnUse placeholder={cloneElement(button, CLOSED_MENU)} />;
}

export function LazyShopMenu() {
  const { t } = useTranslation();
  const shops = useShops();
  if (!shops.enabled || !shops.canManage) return null;
  const button = menuTriggers.shop(shownShopName(shops, t('shops.none')), t('shops.menu'));
  return <ShopMenuOnUse placeholder={cloneElement(button, CLOSED_MENU)} />;
}

export function LazyUserMenu(props: { user: User; profilePath: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const fullName = `${props.user.first_name} ${props.user.last_name}`.trim();
  const src = useAvatarSrc(props.user.avatar.filename);
  const button = menuTriggers.user(src, fullName, t('shell.accountMenu'));
  return <UserMenuOnUse {...props} placeholder={cloneElement(button, CLOSED_MENU)} />;
}

/** The search field (wide screens): the focus loads the search, which takes over the text typed. */
export function LazyGlobalSearch() {
  const { t } = useTranslation();
  return (
    <GlobalSearchOnUse
      placeholder={
        <TextInput
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          leftSection={<IconSearch size={16} />}
          {...SEARCH_FIELD}
          style={{ width: 'min(280px, 30vw)' }}
        />
      }
    />
  );
}

/** The search button (below 1200 px): the first click loads the search dialog, opened. */
export function LazyPhoneSearch() {
  const { t } = useTranslation();
  return (
    <PhoneSearchOnUse
      placeholder={
        <ActionIcon
          variant="subtle"
          color="navy"
          size="lg"
          aria-label={t('search.label')}
          data-testid="phone-search"
        >
          <IconSearch size={20} />
        </ActionIcon>
      }
    />
  );
}
