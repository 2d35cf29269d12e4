import { describe, expect, it } from 'vitest';
import { deriveUuid } from './derive-uuid.ts';
import { mtnReferenceId } from './mtn-adapter.ts';
import { TokenCache, type TokenFetch } from './mtn-token-cache.ts';

describe('TokenCache', () => {
  const setup = () => {
    let now = 0;
    let issued = 0;
    const cache = new TokenCache(
      async (): Promise<TokenFetch> => ({ ok: true, token: `t${++issued}`, expiresInSeconds: 3600 }),
      () => now,
    );
    return { cache, issued: () => issued, move: (ms: number) => (now += ms) };
  };

  it('shares one request between concurrent callers and reuses the token', async () => {
    const { cache, issued } = setup();
    const tokens = await Promise.all([cache.get(), cache.get(), cache.get()]);
    await cache.get();
    expect(tokens.map((t) => t.ok && t.token)).toEqual(['t1', 't1', 't1']);
    expect(issued()).toBe(1);
  });

  it('renews one minute before expiry, and after invalidate', async () => {
    const { cache, issued, move } = setup();
    await cache.get();
    move(3_600_000 - 61_000);
    await cache.get();
    expect(issued()).toBe(1);
    move(2_000);
    expect(await cache.get()).toMatchObject({ token: 't2' });
    cache.invalidate('t1'); // a stale token: the fresh one is kept
    expect(await cache.get()).toMatchObject({ token: 't2' });
    cache.invalidate('t2');
    expect(await cache.get()).toMatchObject({ token: 't3' });
  });

  it('does not keep a failure', async () => {
    let calls = 0;
    const cache = new TokenCache(
      async (): Promise<TokenFetch> =>
        ++calls === 1
          ? { ok: false, rejected: false, message: 'down' }
          : { ok: true, token: 'x', expiresInSeconds: 60 },
      () => 0,
    );
    expect((await cache.get()).ok).toBe(false);
    expect(await cache.get()).toMatchObject({ ok: true, token: 'x' });
  });
});

describe('deriveUuid', () => {
  it('is RFC 9562 version 5 (known vector: DNS namespace, www.example.com)', () => {
    expect(deriveUuid('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives MTN one stable id per reference and kind', () => {
    const id = mtnReferenceId('collection', 'txn_123');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(mtnReferenceId('collection', 'txn_123')).toBe(id);
    expect(mtnReferenceId('payout', 'txn_123')).not.toBe(id);
    expect(mtnReferenceId('collection', 'txn_124')).not.toBe(id);
  });
});
