import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { resolveLocale } from './request-locale.ts';

const request = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe('the language of an answer', () => {
  it("is the page's own when the page says it, over a cookie left by another page (it followed the cookie)", () => {
    expect(resolveLocale(request({ 'x-page-locale': 'fr' }, { i18n_redirected: 'es' }))).toBe('fr');
    expect(resolveLocale(request({ 'x-page-locale': 'en', 'accept-language': 'es' }))).toBe('en');
  });

  it('is the cookie, then Accept-Language, then French, when no page says it', () => {
    expect(resolveLocale(request({ 'accept-language': 'en' }, { i18n_redirected: 'es' }))).toBe('es');
    expect(resolveLocale(request({ 'accept-language': 'es-ES,es;q=0.9' }))).toBe('es');
    expect(resolveLocale(request({ 'x-page-locale': 'de' }))).toBe('fr');
    expect(resolveLocale(request({}))).toBe('fr');
  });
});
