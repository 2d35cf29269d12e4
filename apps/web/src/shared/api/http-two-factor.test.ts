import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, setTwoFactorPrompt } from './http.ts';
import { setAccessToken } from './session.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  setTwoFactorPrompt(null);
  vi.unstubAllGlobals();
});

describe('two-step confirmations', () => {
  it('asks for the code on TWO_FACTOR_REQUIRED and sends the call again with it', async () => {
    setAccessToken('token');
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const code = (init.headers as Record<string, string>)['X-Two-Factor-Code'] ?? null;
        seen.push(code);
        return code === '123456'
          ? json(200, { ok: true })
          : json(403, { code: 'TWO_FACTOR_REQUIRED', message: 'Entrez le code' });
      }),
    );
    setTwoFactorPrompt(async () => '123456');
    await expect(apiFetch('/api/payouts/send', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([null, '123456']);
  });

  it('gives the refusal back when the prompt is dismissed', async () => {
    setAccessToken('token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { code: 'TWO_FACTOR_REQUIRED', message: 'Entrez le code' })),
    );
    setTwoFactorPrompt(async () => null);
    await expect(apiFetch('/api/payouts/send', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
    });
  });
});
