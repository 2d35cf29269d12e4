import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadModal } from '../../shared/ui/lazy-modal.tsx';
import { renderRoute } from '../../test/render.tsx';
import { InactivityGuard } from './inactivity-guard.tsx';

// The warning's modal loads when first opened: loaded beforehand, it opens within the fake clock.
beforeAll(() => loadModal());
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(timeoutMs?: number) {
  const onLogout = vi.fn();
  const element =
    timeoutMs === undefined ? (
      <InactivityGuard onLogout={onLogout} />
    ) : (
      <InactivityGuard onLogout={onLogout} timeoutMs={timeoutMs} />
    );
  renderRoute({ url: '/dashboard', routes: [{ path: 'dashboard', element }] });
  return onLogout;
}

/** Advances the clock; each step in its own act() so that timers set by re-renders start. */
function advance(ms: number, step = 100) {
  for (let done = 0; done < ms; done += step) act(() => vi.advanceTimersByTime(Math.min(step, ms - done)));
}
/** Mantine's modal opens with a short transition. */
const TRANSITION = 300;
const warningShown = () => screen.queryByRole('button', { name: 'Rester connecté' }) !== null;

describe('inactivity', () => {
  it('warns after the timeout with a 10-second countdown, then logs out at zero', () => {
    const onLogout = setup(5_000);
    advance(4_900);
    expect(warningShown()).toBe(false);
    advance(100 + TRANSITION);
    expect(screen.getByText(/déconnecté dans 10 s/)).toBeTruthy();
    advance(3_000);
    expect(screen.getByText(/déconnecté dans 7 s/)).toBeTruthy();
    advance(6_600);
    expect(onLogout).not.toHaveBeenCalled();
    advance(200);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('starts over on a mouse move or a key press', () => {
    const onLogout = setup(5_000);
    advance(4_000);
    fireEvent.mouseMove(window);
    advance(4_000);
    fireEvent.keyDown(window, { key: 'a' });
    advance(4_000);
    expect(warningShown()).toBe(false);
    advance(1_000 + TRANSITION);
    expect(warningShown()).toBe(true);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('ignores activity once the warning shows: only a choice closes it', () => {
    const onLogout = setup(5_000);
    advance(5_000 + TRANSITION);
    fireEvent.mouseMove(window);
    advance(10_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("'Rester connecté' closes the warning and watches again; 'Déconnexion' logs out", () => {
    const onLogout = setup(5_000);
    advance(5_000 + TRANSITION);
    fireEvent.click(screen.getByRole('button', { name: 'Rester connecté' }));
    advance(4_000);
    expect(onLogout).not.toHaveBeenCalled();
    advance(1_000 + TRANSITION);
    fireEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('uses the spec timeout of 600000 ms by default', () => {
    setup();
    advance(599_000, 10_000);
    expect(warningShown()).toBe(false);
    advance(1_000 + TRANSITION);
    expect(warningShown()).toBe(true);
  });
});
