import { describe, expect, it } from 'vitest';
import { foldCallback, unfoldCallbacks } from './timeline-callbacks.ts';

const row = (id: string, kind: string, at: string, data: unknown) => ({
  id,
  transactionId: 'txn_1',
  kind,
  data,
  createdAt: new Date(at),
});

describe('timeline callbacks', () => {
  it('an answer with its callback folded in is two timeline lines again, the callback at its own time', () => {
    const data = foldCallback(
      { status: 'SUCCESSFUL' },
      { at: new Date('2026-11-27T10:00:00.020Z'), data: { operator: 'mtn' } },
    );
    const rows = [
      row('a', 'created', '2026-11-27T10:00:00.000Z', {}),
      row('b', 'operator.collect', '2026-11-27T10:00:00.010Z', { status: 'PENDING' }),
      row('c', 'operator.status', '2026-11-27T10:00:00.050Z', data),
      row('d', 'status.changed', '2026-11-27T10:00:00.050Z', { from: 'PENDING', to: 'SUCCESSFUL' }),
    ];
    const timeline = unfoldCallbacks(rows);
    expect(timeline.map((e) => [e.kind, e.createdAt.toISOString(), e.data])).toEqual([
      ['created', '2026-11-27T10:00:00.000Z', {}],
      ['operator.collect', '2026-11-27T10:00:00.010Z', { status: 'PENDING' }],
      ['operator.callback', '2026-11-27T10:00:00.020Z', { operator: 'mtn' }],
      ['operator.status', '2026-11-27T10:00:00.050Z', { status: 'SUCCESSFUL' }],
      ['status.changed', '2026-11-27T10:00:00.050Z', { from: 'PENDING', to: 'SUCCESSFUL' }],
    ]);
    expect(new Set(timeline.map((e) => e.id)).size).toBe(5);
  });

  it('a callback written after an event of the same time comes before the answer it prompted', () => {
    const data = foldCallback({ status: 'FAILED' }, { at: new Date('2026-11-27T10:00:00.050Z'), data: {} });
    const timeline = unfoldCallbacks([
      row('b', 'operator.collect', '2026-11-27T10:00:00.010Z', { status: 'PENDING' }),
      row('c', 'operator.status', '2026-11-27T10:00:00.050Z', data),
    ]);
    expect(timeline.map((e) => e.kind)).toEqual(['operator.collect', 'operator.callback', 'operator.status']);
  });

  it('rows without a folded callback, or with data that only looks like one, are left as they are', () => {
    const rows = [
      row('a', 'created', '2026-11-27T10:00:00.000Z', null),
      row('b', 'operator.status', '2026-11-27T10:00:00.010Z', { status: 'PENDING', callback: 'yes' }),
    ];
    expect(unfoldCallbacks(rows)).toEqual(rows);
  });
});
