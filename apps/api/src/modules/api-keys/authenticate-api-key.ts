import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashRequestToken } from '../../platform/auth/token-hash.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ShopRow } from '../shops/shops-repository.ts';
import { rememberedApiKey } from './api-key-cache.ts';
import { getApiKeyWithShopByHash, updateApiKey } from './api-keys-repository.ts';

export type ApiKeyContext = { keyId: string; merchantId: string; shopId: string; mode: 0 | 1 };

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKeyContext | null;
    /** The key's shop, read with the key in the same statement (for the route's own checks). */
    apiKeyShop: ShopRow | null;
  }
  interface FastifyInstance {
    /** onRequest hook of the merchant API: a valid, unrevoked, unexpired secret key. */
    authenticateApiKey: (request: FastifyRequest) => Promise<void>;
    /**
     * The same, the key and its shop as this process read them less than `API_KEY_CACHE_MS` ago
     * (see api-key-cache.ts): for the collection API, where it saves a statement per request.
     */
    authenticateCachedApiKey: (request: FastifyRequest) => Promise<void>;
  }
}

/** Last use is written at most once a minute per key, so a busy key costs no extra write. */
const USAGE_WRITE_INTERVAL_MS = 60_000;

export const apiKeyAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('apiKey', null);
  app.decorateRequest('apiKeyShop', null);

  async function authenticate(request: FastifyRequest, useCache: boolean) {
    const header = request.headers.authorization ?? '';
    const [scheme, value] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !value?.startsWith('fp_'))
      throw new AppError('API_KEY_MISSING');
    const keyHash = hashRequestToken(request, value);
    const now = new Date();
    const read = () => getApiKeyWithShopByHash(app.deps.db, keyHash);
    const found = useCache ? await rememberedApiKey(keyHash, read) : await read();
    const row = found?.key;
    if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now))
      throw new AppError('API_KEY_INVALID');
    if (
      !row.lastUsedAt ||
      now.getTime() - row.lastUsedAt.getTime() > USAGE_WRITE_INTERVAL_MS ||
      row.lastUsedIp !== request.ip
    ) {
      // Noted on the row first: concurrent requests with a remembered row do not all write.
      row.lastUsedAt = now;
      row.lastUsedIp = request.ip;
      await updateApiKey(app.deps.db, row.id, { lastUsedAt: now, lastUsedIp: request.ip });
    }
    request.apiKeyShop = found?.shop ?? null;
    request.apiKey = {
      keyId: row.id,
      merchantId: row.merchantId,
      shopId: row.shopId,
      mode: row.mode === 0 ? 0 : 1,
    };
  }

  app.decorate('authenticateApiKey', (request: FastifyRequest) => authenticate(request, false));
  app.decorate('authenticateCachedApiKey', (request: FastifyRequest) => authenticate(request, true));
});

export function requireApiKey(request: FastifyRequest): ApiKeyContext {
  if (!request.apiKey) throw new AppError('API_KEY_MISSING');
  return request.apiKey;
}
