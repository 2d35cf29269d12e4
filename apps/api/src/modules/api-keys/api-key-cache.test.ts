import { describe, expect, it } from 'vitest';
import {
  API_KEY_CACHE_MS,
  apiKeyCacheGeneration,
  type CachedApiKey,
  cachedApiKey,
  forgetApiKeys,
  rememberApiKey,
} from './api-key-cache.ts';

const found = (id: string) => ({ key: { id }, shop: { id: 'shp_1' } }) as unknown as CachedApiKey;

describe('API key cache', () => {
  it('answers a key read less than API_KEY_CACHE_MS ago, then reads again', () => {
    const t = 1_000_000;
    rememberApiKey('hash-a', found('key_a'), apiKeyCacheGeneration(), t);
    expect(cachedApiKey('hash-a', t + API_KEY_CACHE_MS - 1)?.key.id).toBe('key_a');
    expect(cachedApiKey('hash-a', t + API_KEY_CACHE_MS)).toBeUndefined();
    expect(cachedApiKey('hash-b', t)).toBeUndefined();
  });

  it('forgets everything at once (revocation, roll, shop change in this process)', () => {
    const t = 2_000_000;
    rememberApiKey('hash-a', found('key_a'), apiKeyCacheGeneration(), t);
    forgetApiKeys();
    expect(cachedApiKey('hash-a', t)).toBeUndefined();
  });

  it('does not remember a read that started before a forget (it may predate the revocation)', () => {
    const t = 3_000_000;
    const readAt = apiKeyCacheGeneration();
    forgetApiKeys();
    rememberApiKey('hash-a', found('key_a'), readAt, t);
    expect(cachedApiKey('hash-a', t)).toBeUndefined();
  });
});
