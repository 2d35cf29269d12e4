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
 * False at the first render, true in a task of its own right after it is painted (not waiting for
 * idleness): the lower part of a page renders there, so that neither render blocks a phone's main
 * thread for long (a tap waits for the task under way).
 */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(id);
  }, []);
  return ready;
}
