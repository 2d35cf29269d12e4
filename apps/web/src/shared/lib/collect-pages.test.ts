import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages.ts';

const pages: Record<number, number[]> = { 1: [1, 2], 2: [3, 4], 3: [5] };

describe('collectPages', () => {
  it('reads page after page until the last one', async () => {
    const asked: number[] = [];
    const all = await collectPages(1, async (page: number) => {
      asked.push(page);
      return { items: pages[page] ?? [], next: page < 3 ? page + 1 : null };
    });
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at the cap, and on an empty page even if the server offers another', async () => {
    expect(
      await collectPages(1, async (page: number) => ({ items: pages[page] ?? [], next: page + 1 }), 3),
    ).toEqual([1, 2, 3]);
    expect(await collectPages('a', async () => ({ items: [], next: 'b' }))).toEqual([]);
  });
});
