import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiFetch, MAX_RETRIES, REFRESH_PATH, setRetryDelay } from './http.ts';
import { getAccessToken, setAccessToken, setSessionExpiredHandler } from './session.ts';

const session = (token: string) => ({
  token,
  expires_in: 1800,
  user: {
    _id: 'u1',
    first_name: 'Awa',
    last_name: 'Diallo',
    email: 'awa@example.com',
    is_active: true,
    role: 'MERCHANT',
    access: [],
    session: 's1',
    merchant_id: null,
    merchant_valid: false,
    merchant_status: null,
    avatar: { filename: null },
    profile: null,
    in_sandbox: false,
  },
});

type Call = { url: string; init: RequestInit };
let calls: Call[];

function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];

beforeEach(() => {
  calls = [];
  setRetryDelay(0);
  setAccessToken(null);
  window.history.replaceState(null, '', '/en/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
});

describe('apiFetch', () => {
  it('sends JSON, the language of the URL, the token and cookies', async () => {
    setAccessToken('abc');
    stubFetch(() => Response.json({ ok: true }));
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const call = calls[0];
    expect(call?.init.credentials).toBe('include');
    expect(header(call, 'Accept-Language')).toBe('en');
    expect(header(call, 'x-page-locale')).toBe('en');
    expect(header(call, 'Authorization')).toBe('Bearer abc');
    expect(header(call, 'Content-Type')).toBe('application/json');
    expect(call?.init.body).toBe('{"a":1}');
  });

  it('throws the server error with code, details and retry_after', async () => {
    stubFetch(() =>
      Response.json(
        { code: 'TOO_MANY_ATTEMPTS', message: 'Trop de tentatives.', retry_after: 60 },
        { status: 429 },
      ),
    );
    const error = await apiFetch('/api/x', { method: 'POST', auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Trop de tentatives.',
      retry_after: 60,
    });
  });

  it('retries a GET on 5xx and network failures, 3 times at most', async () => {
    stubFetch(() => new Response('down', { status: 503 }));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(MAX_RETRIES + 1);

    calls = [];
    let n = 0;
    stubFetch(() => {
      n += 1;
      if (n < 3) throw new TypeError('Failed to fetch');
      return Response.json({ fine: true });
    });
    await expect(apiFetch('/api/x')).resolves.toEqual({ fine: true });
    expect(calls).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    stubFetch(() => new Response('down', { status: 500 }));
    await expect(apiFetch('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('renews the session once on 401 and replays the call', async () => {
    setAccessToken('old');
    stubFetch((url, init) => {
      if (url === REFRESH_PATH) return Response.json(session('new'));
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new'
        ? Response.json({ user: 'me' })
        : Response.json({ code: 'UNAUTHORIZED', message: 'no' }, { status: 401 });
    });
    await expect(apiFetch('/api/auth/users/user')).resolves.toEqual({ user: 'me' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/users/user', REFRESH_PATH, '/api/auth/users/user']);
    expect(getAccessToken()).toBe('new');
  });

  it('gives up when the refresh fails: clears the token and reports the expired session', async () => {
    setAccessToken('old');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    stubFetch(() => Response.json({ code: 'SESSION_EXPIRED', message: 'expired' }, { status: 401 }));
    await expect(apiFetch('/api/auth/users/user')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('does not try to refresh for public calls', async () => {
    stubFetch(() => Response.json({ code: 'INVALID_CREDENTIALS', message: 'bad' }, { status: 401 }));
    await expect(apiFetch('/api/auth/users/login', { method: 'POST', auth: false })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(calls).toHaveLength(1);
  });
});
