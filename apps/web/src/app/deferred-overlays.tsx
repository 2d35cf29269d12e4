import { notificationsStore } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

/** The window events `modals.*` of @mantine/modals dispatch (its provider listens to them). */
export const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

type Held = { type: string; detail: unknown };

const loadOverlays = () => import('./overlays.tsx').then((m) => m.Overlays);

/**
 * Mounts the toasts and modals (overlays.tsx) once something asks for one, not at start: a toast
 * shown (the notifications store changes: the toast waits in it and appears when its container
 * mounts) or a modal opened (its event is held and dispatched again once the provider listens).
 */
export function DeferredOverlays({ load = loadOverlays }: { load?: () => Promise<ComponentType> }) {
  const [Overlays, setOverlays] = useState<ComponentType | null>(null);
  const [held, setHeld] = useState<Held[]>([]);

  useEffect(() => {
    if (Overlays) return;
    let asked = false;
    let live = true;
    const ask = () => {
      if (asked) return;
      asked = true;
      load()
        .then((type) => live && setOverlays(() => type))
        .catch(() => {
          asked = false; // a failed chunk (vite:preloadError reloads the page): asked again next time
        });
    };
    const hold = (event: Event) => {
      setHeld((list) => [...list, { type: event.type, detail: (event as CustomEvent).detail }]);
      ask();
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    const unsubscribe = notificationsStore.subscribe(ask);
    if (notificationsStore.getState().notifications.length) ask();
    return () => {
      live = false;
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
      unsubscribe();
    };
  }, [Overlays, load]);

  // The provider's listeners are in place (its layout effects ran first): the held events again.
  useEffect(() => {
    if (!Overlays || !held.length) return;
    for (const { type, detail } of held) window.dispatchEvent(new CustomEvent(type, { detail }));
    setHeld([]);
  }, [Overlays, held]);

  return Overlays ? <Overlays /> : null;
}
