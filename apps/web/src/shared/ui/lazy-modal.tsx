import type { ModalProps } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';

let loaded: ComponentType<ModalProps> | undefined;

/** Fetches Mantine's modal (tests call it first, so that a modal opens in the same render). */
export const loadModal = () =>
  import('./modal.ts').then((m) => {
    loaded = m.Modal as ComponentType<ModalProps>;
    return loaded;
  });

const Suspended = lazy(() => loadModal().then((Modal) => ({ default: Modal })));

/**
 * Mantine's `Modal`, loaded when first opened: the frames mount modals that stay closed on most
 * visits (the inactivity warning, the two-step code), and Mantine's modal brings its scroll area,
 * scroll lock, transitions and the positioning library. Once opened it stays mounted, so that it
 * closes with its transition.
 */
export function LazyModal(props: ModalProps) {
  // Chosen once: switching from the suspended one to the loaded one would mount the modal again.
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  if (props.opened && !Modal) setModal(() => loaded ?? Suspended);
  if (!Modal) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
