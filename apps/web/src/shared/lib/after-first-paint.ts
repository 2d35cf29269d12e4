import { useEffect, useState } from 'react';

type IdleWindow = { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/**
 * Runs `run` once the browser is idle after the page's first paint (at the latest `timeout` ms
 * later); at once where the browser cannot tell idleness (tests). Returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 2_000): () => void {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (idle) {
    const id = idle(run, { timeout });
    return () => (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * False at the first render, true once the browser is idle after it: what the first paint does not
 * need (a list's advanced filters, its menus) is fetched then, not in the page's own chunk.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready;
}

/**
 * Whether `turn` tasks have passed since the component mounted, each wait a task of its own (0: at
 * once): what renders on it comes in a task after the render before it (not waiting for
 * idleness), so that no render blocks a phone's main thread for long (a tap waits for the task
 * under way; Lighthouse counts every task's time over 50 ms).
 */
export function useTurn(turn: number): boolean {
  const [waited, setWaited] = useState(0);
  useEffect(() => {
    if (waited >= turn) return;
    const id = setTimeout(() => setWaited((n) => n + 1), 0);
    return () => clearTimeout(id);
  }, [waited, turn]);
  return waited >= turn;
}

/**
 * False at the first render, true in a task of its own right after it: the lower part of a page
 * renders there (useTurn).
 */
export function useAfterFirstRender(): boolean {
  return useTurn(1);
}
