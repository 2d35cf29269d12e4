import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children `turn` tasks after it is mounted (1: in the task right after the render
 * that mounted it), each wait a task of its own: a page's parts given turns 1, 2, … render one
 * task each, in that order, so that no single render blocks a phone's main thread for long (a tap
 * waits for the task under way; Lighthouse counts every task's time over 50 ms). Only the parts
 * below what is already on screen should wait, or the page would move as they arrive.
 */
export function InTurn({ turn, children }: { turn: number; children: ReactNode }) {
  const [waited, setWaited] = useState(0);
  useEffect(() => {
    if (waited >= turn) return;
    const id = setTimeout(() => setWaited((n) => n + 1), 0);
    return () => clearTimeout(id);
  }, [waited, turn]);
  return waited >= turn ? children : null;
}
