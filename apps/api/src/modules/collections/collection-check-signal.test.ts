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
