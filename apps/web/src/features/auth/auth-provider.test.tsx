import type { LoginResponse } from '@platform/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';
import { assumeSession, startSessionRestore, takeSessionRestore } from './session-restore.ts';

const session = {
  token: 't',
  expires_in: 1800,
  user: { _id: 'u1', first_name: 'Awa', session: 's1' },
} as unknown as LoginResponse;

/** Every status the provider rendered, in order. */
function renderProvider(): string[] {
  const seen: string[] = [];
  function Status() {
    const { status, user } = useAuth();
    seen.push(status);
    return <p>{`${status} ${user?.first_name ?? '-'}`}</p>;
  }
  const element = (
    <AuthProvider>
      <Status />
    </AuthProvider>
  );
  renderRoute({ url: '/', routes: [{ index: true, element }] });
  return seen;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    void takeSessionRestore().catch(() => undefined);
  });

  it('starts from a restore that has already ended (a prerendered page taken over): no loader first', async () => {
    assumeSession(session);
    const seen = renderProvider();
    expect(screen.getByText('authenticated Awa')).toBeTruthy();
    await tick();
    expect(seen).not.toContain('loading');
    expect(screen.getByText('authenticated Awa')).toBeTruthy();
  });

  it('starts signed out from a refused restore that has already ended', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'no session' }), { status: 401 })),
    );
    await startSessionRestore().catch(() => undefined);
    await tick();
    const seen = renderProvider();
    expect(seen[0]).toBe('anonymous');
    await tick();
    expect(seen).not.toContain('loading');
  });

  it('shows the loader while the restore is on its way, then the session', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const seen = renderProvider();
    expect(seen[0]).toBe('loading');
    answer(
      new Response(JSON.stringify(session), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect(await screen.findByText('authenticated Awa')).toBeTruthy();
  });
});
