import type { ReactNode } from 'react';
import { useTurn } from '../lib/after-first-paint.ts';

/**
 * Renders its children `turn` tasks after it is mounted (1: in the task right after the render
 * that mounted it; useTurn): a page's parts given turns 1, 2, … render one task each, in that
 * order. Only the parts below what is already on screen should wait, or the page would move as
 * they arrive.
 */
export function InTurn({ turn, children }: { turn: number; children: ReactNode }) {
  return useTurn(turn) ? children : null;
}
