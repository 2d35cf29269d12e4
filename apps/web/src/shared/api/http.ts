import type { LoginResponse } from '@platform/contracts';
import { PAGE_LOCALE_HEADER } from '@platform/domain';
import { localeFromPath } from '../i18n/locale-path.ts';
import { ApiError, apiErrorFrom, NETWORK_ERROR } from './api-error.ts';
import { getAccessToken, notifySessionExpired, setAccessToken } from './session.ts';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body, or FormData sent as multipart. */
  body?: unknown;
  /** Send the access token and renew it once on 401 (default true). Public calls pass false. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra headers (the two-step code of a confirmation). */
  headers?: Record<string, string>;
};

/**
 * Two-step sign-in (issue 18): asks the user for a code when a signed-in call answers
 * TWO_FACTOR_REQUIRED (a money confirmation of an account with two-step on); null when dismissed.
 */
type TwoFactorPrompt = () => Promise<string | null>;
let twoFactorPrompt: TwoFactorPrompt | null = null;
export function setTwoFactorPrompt(prompt: TwoFactorPrompt | null): void {
  twoFactorPrompt = prompt;
}
const TWO_FACTOR_HEADER = 'X-Two-Factor-Code';

/** Network failures and 5xx of GET calls are retried this many times (spec: 3). */
export const MAX_RETRIES = 3;
let retryDelayMs = 300;

/** Tests shorten the pause between retries. */
export function setRetryDelay(ms: number): void {
  retryDelayMs = ms;
}

export const REFRESH_PATH = '/api/auth/users/refresh';

function currentLocale(): string {
  return typeof window === 'undefined' ? 'fr' : localeFromPath(window.location.pathname);
}

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const locale = currentLocale();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale,
    [PAGE_LOCALE_HEADER]: locale,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);
  return { method: options.method ?? 'GET', headers, body, credentials: 'include', signal: options.signal };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch that failed before any answer (offline, DNS, connection reset). */
const networkError = (error: unknown) =>
  new ApiError(0, { code: NETWORK_ERROR, message: error instanceof Error ? error.message : '' });

/** One fetch, with the retries of idempotent reads. */
async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const retries = (options.method ?? 'GET') === 'GET' ? MAX_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    try {
      response = await fetch(path, buildInit(options, token));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (attempt >= retries) {
        throw networkError(error);
      }
    }
    if (response && (response.status < 500 || attempt >= retries)) return response;
    await wait(retryDelayMs * 2 ** attempt);
  }
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await response.json()) as T;
  return (await response.text()) as T;
}

/**
 * The refresh answer's shape, checked by hand: parsing it with the contract would pull zod into the
 * first chunk every page loads (the forms load it with their own chunk).
 */
function asLoginResponse(body: unknown): LoginResponse {
  const b = body as Partial<LoginResponse> | null;
  if (!b || typeof b.token !== 'string' || typeof b.user !== 'object' || b.user === null) {
    throw new ApiError(502, { code: 'BAD_RESPONSE', message: 'Unexpected session answer' });
  }
  return b as LoginResponse;
}

declare global {
  interface Window {
    /** The refresh request index.html's inline script sent while the page was read. */
    __earlyRefresh?: Promise<Response>;
  }
}

/**
 * The refresh index.html sent before the app's scripts had arrived, the request `send` would make
 * (early-refresh.test.ts): taken once, by the first refresh (the one main.tsx starts). Undefined
 * without it (the checkout, the tests, a page from before the script): the app sends its own.
 */
function takeEarlyRefresh(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyRefresh;
  delete window.__earlyRefresh;
  if (typeof early?.then !== 'function') return undefined;
  return early.then(
    (response) => response,
    (error: unknown) => {
      throw networkError(error);
    },
  );
}

let refreshing: Promise<LoginResponse> | null = null;

/**
 * Renews the session with the httpOnly refresh cookie. Concurrent callers share one request:
 * the refresh token rotates, so two parallel refreshes would spend it twice. The first one takes
 * over the request index.html sent early (takeEarlyRefresh).
 */
export function refreshSession(): Promise<LoginResponse> {
  refreshing ??= (async () => {
    try {
      const early = takeEarlyRefresh();
      const response = await (early ?? send(REFRESH_PATH, { method: 'POST', auth: false }, null));
      if (!response.ok) throw await apiErrorFrom(response);
      const session = asLoginResponse(await response.json());
      setAccessToken(session.token);
      return session;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Calls the API. Throws ApiError on any non-2xx answer. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth !== false;
  const token = useAuth ? getAccessToken() : null;
  const response = await send(path, options, token);
  if (response.ok) return parse<T>(response);
  if (response.status === 401 && useAuth && token) {
    try {
      const session = await refreshSession();
      const retried = await send(path, options, session.token);
      if (retried.ok) return parse<T>(retried);
      if (retried.status !== 401) throw await apiErrorFrom(retried);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
    }
    setAccessToken(null);
    notifySessionExpired();
  }
  if (response.status === 403 && useAuth && twoFactorPrompt) {
    const error = await apiErrorFrom(response);
    if (error.code !== 'TWO_FACTOR_REQUIRED') throw error;
    const code = await twoFactorPrompt();
    if (!code) throw error;
    return apiFetch<T>(path, { ...options, headers: { ...options.headers, [TWO_FACTOR_HEADER]: code } });
  }
  throw await apiErrorFrom(response);
}
