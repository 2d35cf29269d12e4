import type { LoginResponse } from '@platform/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../shared/api/http.ts';
import {
  assumeSession,
  settledSessionRestore,
  startSessionRestore,
  takeSessionRestore,
} from './session-restore.ts';

vi.mock('../../shared/api/http.ts', () => ({ refreshSession: vi.fn() }));

const session = (token: string) => Promise.resolve({ token } as LoginResponse);

describe('session restore at start', () => {
  afterEach(() => vi.mocked(refreshSession).mockReset());

  it('hands the refresh started with the app to the provider, once', async () => {
    const first = session('first');
    const second = session('second');
    vi.mocked(refreshSession).mockReturnValueOnce(first).mockReturnValueOnce(second);
    startSessionRestore();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(takeSessionRestore()).toBe(first);
    // A later mount (or a provider without a start) asks again.
    expect(takeSessionRestore()).toBe(second);
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it('keeps a refused session for the provider without an unhandled rejection', async () => {
    vi.mocked(refreshSession).mockReturnValueOnce(Promise.reject(new Error('401')));
    startSessionRestore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeSessionRestore()).rejects.toThrow('401');
  });

  it('tells how the restore at start ended once it has, until the provider takes it', async () => {
    const first = session('first');
    vi.mocked(refreshSession).mockReturnValueOnce(first);
    startSessionRestore();
    expect(settledSessionRestore()).toBeUndefined();
    await first;
    expect(settledSessionRestore()).toEqual({ session: { token: 'first' } });
    void takeSessionRestore();
    expect(settledSessionRestore()).toBeUndefined();

    const refused = new Error('401');
    vi.mocked(refreshSession).mockReturnValueOnce(Promise.reject(refused));
    startSessionRestore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settledSessionRestore()).toEqual({ error: refused });
    await expect(takeSessionRestore()).rejects.toBe(refused);
  });

  it('takes an assumed session (the prerender one) as settled, without asking', async () => {
    const known = { token: 'placeholder' } as LoginResponse;
    assumeSession(known);
    expect(settledSessionRestore()).toEqual({ session: known });
    await expect(takeSessionRestore()).resolves.toBe(known);
    expect(refreshSession).not.toHaveBeenCalled();
    // Forgotten, it is no longer there.
    const forget = assumeSession(known);
    forget();
    expect(settledSessionRestore()).toBeUndefined();
  });
});
