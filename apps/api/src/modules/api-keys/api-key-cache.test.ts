import { describe, expect, it } from 'vitest';
import {
  API_KEY_CACHE_MS,
  apiKeyCacheGeneration,
  type CachedApiKey,
  cachedApiKey,
  forgetApiKeys,
  rememberApiKey,
  rememberedApiKey,
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

  it('reads a key once for the requests that miss at the same time, then remembers it', async () => {
    forgetApiKeys();
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return found('key_c');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => rememberedApiKey('hash-c', read)));
    expect(answers.every((a) => a?.key.id === 'key_c')).toBe(true);
    expect(await rememberedApiKey('hash-c', read)).toBe(answers[0]);
    expect(reads).toBe(1);
  });

  it('does not share a read under way with a request after a forget', async () => {
    forgetApiKeys();
    let reads = 0;
    const read = async () => {
      const id = `key_${++reads}`;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return found(id);
    };
    const before = rememberedApiKey('hash-d', read);
    forgetApiKeys();
    const after = rememberedApiKey('hash-d', read);
    expect((await before)?.key.id).toBe('key_1');
    expect((await after)?.key.id).toBe('key_2');
    // Only the read that began after the forget is remembered.
    expect((await rememberedApiKey('hash-d', read))?.key.id).toBe('key_2');
    expect(reads).toBe(2);
  });
});
