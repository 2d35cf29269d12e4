import { describe, expect, it } from 'vitest';
import { GroupedWrites } from './grouped-writes.ts';

describe('GroupedWrites', () => {
  it('sends at once while quiet, then groups what arrives while the writes run', async () => {
    const groups: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writes = new GroupedWrites<number, string>(
      async (items) => {
        groups.push(items);
        if (groups.length <= 2) await gate;
        return items.map((i) => `done ${i}`);
      },
      { maxInFlight: 2, maxGroup: 3 },
    );
    const answers = [1, 2, 3, 4, 5, 6].map((i) => writes.submit(i));
    release();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `done ${i}`));
    expect(groups).toEqual([[1], [2], [3, 4, 5], [6]]);
  });

  it('tries a failing group again one write at a time: only the bad write fails', async () => {
    const writes = new GroupedWrites<number, number>(
      async (items) => {
        if (items.includes(13)) throw new Error('bad row');
        return items.map((i) => i * 2);
      },
      { maxInFlight: 1, maxGroup: 10 },
    );
    const answers = [1, 13, 2].map((i) => writes.submit(i).catch((e: Error) => e.message));
    expect(await Promise.all(answers)).toEqual([2, 'bad row', 4]);
  });
});
