import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True for a string PostgreSQL cannot store or a JSON encoder cannot write faithfully. */
export function isBadText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * True when any string of a parsed value (object keys included, at any depth) holds a NUL or a
 * lone surrogate. Walks with its own stack, so no nesting depth can overflow the call stack.
 */
export function holdsBadText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (isBadText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isBadText(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * One gate for every route: a body declaring another charset than UTF-8 is refused (415
 * UNSUPPORTED_CHARSET) before it is read; a NUL (`\u0000`) or a lone surrogate in any path
 * parameter, query parameter or body string is refused (400 INVALID_TEXT) before validation,
 * authentication or any database work.
 */
export const refuseBadTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const contentType = request.headers['content-type'];
    const charset = typeof contentType === 'string' ? CHARSET.exec(contentType)?.[1] : undefined;
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new AppError('UNSUPPORTED_CHARSET');
    if (holdsBadText(request.params) || holdsBadText(request.query)) throw new AppError('INVALID_TEXT');
  });
  app.addHook('preValidation', async (request) => {
    if (holdsBadText(request.params) || holdsBadText(request.query) || holdsBadText(request.body))
      throw new AppError('INVALID_TEXT');
  });
});
