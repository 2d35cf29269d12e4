import type { Figure } from '@platform/contracts';
import type { Bucket } from './overview-repository.ts';

export const SUCCESS = 'SUCCESSFUL';

/** The successful money of the buckets whose day is in [fromKey, toKey) (keys `YYYY-MM-DD`). */
export function tally(buckets: Bucket[], fromKey: string, toKey: string): Figure {
  let count = 0;
  let amount = 0n;
  let fees = 0n;
  let net = 0n;
  for (const b of buckets) {
    if (b.status !== SUCCESS || b.day < fromKey || b.day >= toKey) continue;
    count += b.count;
    amount += b.amount;
    fees += b.fee;
    net += b.net;
  }
  return { count, amount: Number(amount), fees: Number(fees), net: Number(net) };
}
