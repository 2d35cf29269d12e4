import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredOverlays, MODAL_EVENTS } from './deferred-overlays.tsx';

const flush = () => act(async () => {});

/** Stands for the overlays: lists the modal events it hears once mounted. */
function FakeOverlays() {
  const [heard, setHeard] = useState<string[]>([]);
  useEffect(() => {
    const listen = (event: Event) =>
      setHeard((list) => [...list, `${event.type} ${(event as CustomEvent).detail.title}`]);
    for (const type of MODAL_EVENTS) window.addEventListener(type, listen);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, listen);
    };
  }, []);
  return <p>overlays: {heard.join(', ') || 'none'}</p>;
}

describe('DeferredOverlays', () => {
  it('loads nothing until a modal is opened, then opens it once the provider listens', async () => {
    const load = vi.fn(async () => FakeOverlays);
    render(<DeferredOverlays load={load} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/overlays/)).toBeNull();
    act(() => {
      window.dispatchEvent(
        new CustomEvent('mantine-modals:openConfirmModal', { detail: { title: 'Sure?' } }),
      );
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('overlays: mantine-modals:openConfirmModal Sure?')).toBeTruthy();
  });

  it('loads the toasts when one is shown (it waits in the store meanwhile)', async () => {
    const load = vi.fn(async () => FakeOverlays);
    render(<DeferredOverlays load={load} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      notifications.show({ message: 'Enregistré' });
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('overlays: none')).toBeTruthy();
    notifications.clean();
  });
});
