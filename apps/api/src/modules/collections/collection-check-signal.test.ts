import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../platform/db/client.ts';

const queued: unknown[] = [];
vi.mock('../../platform/jobs/enqueue-in-tx.ts', () => ({
  enqueueInTx: async (_db: unknown, _job: unknown, data: unknown) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    queued.push(data);
    return 'job';
  },
}));

const { createCollectionCheckSignal } = await import('./collection-check-signal.ts');

describe('the collection check signal', () => {
  it('a flush called while the timer is still queueing returns once those hints are queued', async () => {
    const signal = createCollectionCheckSignal({} as Db, { gatherMs: 1 });
    signal.hint({ reference: 'txn_1', operator: 'mtn', mode: 0 });
    // The timer's own flush starts and is still writing its job when the caller flushes.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await signal.flush();
    expect(queued).toEqual([{ hints: [{ reference: 'txn_1', operator: 'mtn', mode: 0 }] }]);
  });
});

describe('the collection check signal at shutdown', () => {
  it('close queues what was gathered, then takes no hint (no timer left to write after the database closes)', async () => {
    queued.length = 0;
    const signal = createCollectionCheckSignal({} as Db, { gatherMs: 1 });
    signal.hint({ reference: 'txn_1', operator: 'mtn', mode: 0 });
    await signal.close();
    expect(queued).toEqual([{ hints: [{ reference: 'txn_1', operator: 'mtn', mode: 0 }] }]);
    signal.hint({ reference: 'txn_2', operator: 'mtn', mode: 0 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(queued).toHaveLength(1);
  });
});

describe('the collection check signal in a process that works the callbacks queue (checkHere)', () => {
  it('checks the gathered hints here, at most two bursts at once, and queues no job', async () => {
    queued.length = 0;
    const signal = createCollectionCheckSignal({} as Db, { gatherMs: 1 });
    const checked: string[][] = [];
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    signal.checkHere(async (hints) => {
      running++;
      most = Math.max(most, running);
      checked.push(hints.map((h) => h.reference));
      await new Promise<void>((resolve) => release.push(resolve));
      running--;
    });
    const burst = async (...references: string[]) => {
      for (const reference of references) signal.hint({ reference, operator: 'mtn', mode: 0 });
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await burst('txn_1', 'txn_2');
    await burst('txn_3');
    // Two checks run: the next burst waits for one of them.
    await burst('txn_4', 'txn_5');
    expect(checked).toEqual([['txn_1', 'txn_2'], ['txn_3']]);
    release.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checked).toEqual([['txn_1', 'txn_2'], ['txn_3'], ['txn_4', 'txn_5']]);
    for (const done of release.splice(0)) done();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(most).toBe(2);
    expect(queued).toEqual([]);
  });

  it('a failed check is reported, and later hints are still checked', async () => {
    const errors: unknown[] = [];
    const signal = createCollectionCheckSignal({} as Db, { gatherMs: 1, onError: (e) => errors.push(e) });
    const checked: string[] = [];
    signal.checkHere(async (hints) => {
      if (hints.some((h) => h.reference === 'txn_bad')) throw new Error('database gone');
      checked.push(...hints.map((h) => h.reference));
    });
    signal.hint({ reference: 'txn_bad', operator: 'mtn', mode: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    signal.hint({ reference: 'txn_ok', operator: 'mtn', mode: 0 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toHaveLength(1);
    expect(checked).toEqual(['txn_ok']);
  });
});
