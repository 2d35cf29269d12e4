import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts (bottom-right, 6000 ms, one at a time: spec) and the confirmation modals. Loaded when
 * first needed (deferred-overlays.tsx): Mantine's modal brings its scroll area, scroll lock,
 * transitions and the positioning library, about 14 KB gzipped no page needs for its first paint.
 */
export function Overlays() {
  return (
    <>
      <Notifications position="bottom-right" autoClose={6000} limit={1} />
      {/* The app opens modals through `modals.*` (window events), never through `useModals`: the
          provider needs no children. */}
      <ModalsProvider />
    </>
  );
}
