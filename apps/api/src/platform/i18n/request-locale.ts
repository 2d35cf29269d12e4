import { DEFAULT_LOCALE, isLocale, type Locale, PAGE_LOCALE_HEADER, pickLocale } from '@platform/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/**
 * The request's language: the page's own (our pages send it with every call), else the cookie's
 * remembered choice, else Accept-Language, else French.
 */
export function resolveLocale(request: FastifyRequest): Locale {
  const page = request.headers[PAGE_LOCALE_HEADER];
  if (isLocale(page)) return page;
  const cookie = request.cookies?.i18n_redirected;
  if (isLocale(cookie)) return cookie;
  return pickLocale(request.headers['accept-language']);
}

export const requestLocalePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = resolveLocale(request);
  });
});
