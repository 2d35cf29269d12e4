import { describe, expect, it } from 'vitest';
import { isRetryableTransactionError, retryOnDeadlock } from './retry-on-deadlock.ts';

const deadlock = () => Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });

describe('retryOnDeadlock', () => {
  it('reads the code of the driver error under the query error', () => {
    expect(isRetryableTransactionError(deadlock())).toBe(true);
    expect(isRetryableTransactionError({ code: '40001' })).toBe(true);
    expect(isRetryableTransactionError({ code: '23505' })).toBe(false);
    expect(isRetryableTransactionError(new Error('no code'))).toBe(false);
  });

  it('runs the transaction again after a deadlock, and answers its result', async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs++;
      if (runs < 3) throw deadlock();
      return 'posted';
    });
    expect(result).toBe('posted');
    expect(runs).toBe(3);
  });

  it('gives up after four tries, and never retries another error', async () => {
    let runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs++;
        throw deadlock();
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(4);
    runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs++;
        throw new Error('INSUFFICIENT_FUNDS');
      }),
    ).rejects.toThrow('INSUFFICIENT_FUNDS');
    expect(runs).toBe(1);
  });
});
