import type { Shop, User } from '@platform/contracts';
import { canManageShops } from '@platform/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { reloadWithNotice } from '../../shared/ui/notify.ts';
import { shopKeys, shopsApi } from './api/shops-api.ts';
import {
  activeShops,
  resolveSelectedShop,
  storedShopSession,
  storeShopSession,
  storeShops,
} from './shop-storage.ts';
import { ShopsContext, type ShopsContextValue } from './shops-context.ts';

// The shop modals (and the form library they bring) load when one is first opened, not with every page.
const ShopNameModal = lazy(() =>
  import('./components/shop-name-modal.tsx').then((m) => ({ default: m.ShopNameModal })),
);
const MyShopsModal = lazy(() =>
  import('./components/my-shops-modal.tsx').then((m) => ({ default: m.MyShopsModal })),
);
const DeleteShopModal = lazy(() =>
  import('./components/delete-shop-modal.tsx').then((m) => ({ default: m.DeleteShopModal })),
);

export type ShopModal =
  | { type: 'create' }
  | { type: 'rename'; shop: Shop }
  | { type: 'list' }
  | { type: 'delete'; shop: Shop }
  | null;

const reload = () => window.location.reload();

/** The shops of the signed-in merchant in the session's mode, the selected one, and the shop modals. */
export function ShopsProvider({ user, children }: { user: User; children: ReactNode }) {
  const queryClient = useQueryClient();
  const enabled = Boolean(user.merchant_id && user.profile);
  const listKey = shopKeys.list(user._id, user.in_sandbox);
  const query = useQuery({
    queryKey: listKey,
    queryFn: () => shopsApi.list(user._id),
    enabled,
    select: (data) => data.shop,
  });
  const shops = useMemo(() => query.data ?? [], [query.data]);
  const selected = useMemo(() => resolveSelectedShop(shops, storedShopSession()), [shops]);
  const [modal, setModalState] = useState<ShopModal>(null);
  const [modalsLoaded, setModalsLoaded] = useState(false);
  const setModal = useCallback((next: ShopModal) => {
    if (next) setModalsLoaded(true);
    setModalState(next);
  }, []);

  // Keep the stored list, first shop and selected shop (with its fees) in step with the server.
  useEffect(() => {
    if (query.isSuccess) storeShops(shops, selected);
  }, [query.isSuccess, shops, selected]);

  const select = useCallback((shop: Shop) => {
    storeShopSession(shop);
    reload();
  }, []);

  /** Spec: after a change, refetch, select the first shop, reload (the toast survives the reload). */
  const afterChange = useCallback(
    async (message: string) => {
      setModal(null);
      try {
        const fresh = await queryClient.fetchQuery({
          queryKey: listKey,
          queryFn: () => shopsApi.list(user._id),
        });
        const first = activeShops(fresh.shop)[0] ?? null;
        storeShops(fresh.shop, first);
      } catch (error) {
        console.error('Shop list refresh failed', error);
        storeShopSession(null);
      }
      reloadWithNotice('success', message);
    },
    [queryClient, listKey, user._id, setModal],
  );

  const value = useMemo<ShopsContextValue>(
    () => ({
      enabled,
      shops,
      active: activeShops(shops),
      selected,
      loading: enabled && query.isPending,
      canManage: canManageShops(user),
      select,
      openCreate: () => setModal({ type: 'create' }),
      openRename: (shop) => setModal({ type: 'rename', shop }),
      openMyShops: () => setModal({ type: 'list' }),
      openDelete: (shop) => setModal({ type: 'delete', shop }),
    }),
    [enabled, shops, selected, query.isPending, user, select, setModal],
  );

  const close = () => setModal(null);
  return (
    <ShopsContext.Provider value={value}>
      {children}
      {modalsLoaded ? (
        <Suspense fallback={null}>
          <ShopNameModal
            modal={modal?.type === 'create' || modal?.type === 'rename' ? modal : null}
            user={user}
            onClose={close}
            onDone={afterChange}
          />
          <MyShopsModal opened={modal?.type === 'list'} onClose={close} />
          <DeleteShopModal
            shop={modal?.type === 'delete' ? modal.shop : null}
            onClose={close}
            onBack={() => setModal({ type: 'list' })}
            onDone={afterChange}
          />
        </Suspense>
      ) : null}
    </ShopsContext.Provider>
  );
}
