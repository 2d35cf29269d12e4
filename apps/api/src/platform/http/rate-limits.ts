import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { hashRequestToken } from '../auth/token-hash.ts';
import type { RateLimitConfig } from '../config/config.ts';
import { AppError } from '../errors/app-error.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';

type Family = 'apiKey' | 'publicCheckout' | 'operatorCallbacks';

/** The public pages' routes: checkout sessions, payment links and payment pages. */
const PUBLIC_PREFIXES = ['/api/checkout/public/', '/api/public/'];
const CALLBACK_PREFIX = '/api/operators/callbacks/';

/** One caller behind an IPv6 address holds a /64; an IPv4-mapped address is its IPv4 one. */
function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

/**
 * Which family a request counts in, and for whom: the merchant API per secret key (any request
 * carrying `Bearer fp_…`), operator callbacks and the public checkout, link and page routes per
 * address. Anything else (the dashboard, sign-in: see login-throttle) is not rate-limited here.
 */
export function rateLimitSubject(request: FastifyRequest): { family: Family; key: string } | null {
  const route = request.routeOptions.url ?? '';
  if (route.startsWith(CALLBACK_PREFIX)) return { family: 'operatorCallbacks', key: addressKey(request.ip) };
  const [scheme, value] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() === 'bearer' && value?.startsWith('fp_'))
    return { family: 'apiKey', key: hashRequestToken(request, value).slice(0, 32) };
  if (PUBLIC_PREFIXES.some((prefix) => route.startsWith(prefix)))
    return { family: 'publicCheckout', key: addressKey(request.ip) };
  return null;
}

const subjects = new WeakMap<FastifyRequest, ReturnType<typeof rateLimitSubject>>();
const subjectOf = (request: FastifyRequest) => {
  if (!subjects.has(request)) subjects.set(request, rateLimitSubject(request));
  return subjects.get(request)!;
};

/**
 * Rate limits (docs/security.md) with @fastify/rate-limit, counted in PostgreSQL so several API
 * processes agree: per family, at most `limits[family]` requests per fixed window; beyond, 429
 * RATE_LIMITED with Retry-After. Registered before the modules, so it sees every route.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: { limits: RateLimitConfig }) => {
  const { limits } = options;
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: limits.windowSeconds * 1000,
    store: postgresRateLimitStore(app.deps.db),
    allowList: (request) => subjectOf(request) === null,
    keyGenerator: (request) => {
      const subject = subjectOf(request);
      return subject ? `${subject.family}:${subject.key}` : '';
    },
    max: (request) => limits[subjectOf(request)!.family],
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', { retryAfter: seconds, params: { seconds } });
    },
  });
});
