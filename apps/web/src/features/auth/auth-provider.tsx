import { notifications } from '@mantine/notifications';
import type { LoginResponse, User } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { setAccessToken, setSessionExpiredHandler } from '../../shared/api/session.ts';
import { localeFromPath, localizePath } from '../../shared/i18n/locale-path.ts';
import { authApi } from './api/auth-api.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';
import { isAuthPage } from './auth-paths.ts';
import { clearSessionStorageKeys } from './logout-cleanup.ts';
import { settledSessionRestore, takeSessionRestore } from './session-restore.ts';

type State = { status: AuthStatus; user: User | null };

/** Holds the signed-in user; restores the session from the refresh cookie at start. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A prerendered page is taken over once the session has come back (main.tsx): its first render is
  // then the signed-in (or signed-out) page at once, as the prerender drew it, not a loader.
  const [state, setState] = useState<State>(() => {
    const settled = settledSessionRestore();
    if (!settled) return { status: 'loading', user: null };
    return 'session' in settled
      ? { status: 'authenticated', user: settled.session.user }
      : { status: 'anonymous', user: null };
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const userRef = useRef<User | null>(null);
  userRef.current = state.user;

  useEffect(() => {
    let active = true;
    takeSessionRestore()
      .then((session) => {
        if (!active) return;
        // Already the first render's (a settled restore): nothing to render again.
        setState((now) =>
          now.status === 'authenticated' && now.user === session.user
            ? now
            : { status: 'authenticated', user: session.user },
        );
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (!isApiError(error) || error.status !== 401) console.error('Session restore failed', error);
        setState((now) => (now.status === 'anonymous' ? now : { status: 'anonymous', user: null }));
      });
    return () => {
      active = false;
    };
  }, []);

  const signIn = useCallback((session: LoginResponse) => {
    setAccessToken(session.token);
    setState({ status: 'authenticated', user: session.user });
  }, []);

  const clearLocal = useCallback(() => {
    clearSessionStorageKeys();
    setAccessToken(null);
    queryClient.clear();
    setState({ status: 'anonymous', user: null });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    const session = userRef.current?.session;
    if (session) {
      try {
        await authApi.logout(session);
      } catch (error) {
        console.error('Logout could not be recorded', error);
      }
    }
    clearLocal();
  }, [clearLocal]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      clearLocal();
      const { pathname, search } = window.location;
      // Already where one signs in or out (a call still in flight at sign-out): nothing to say.
      if (isAuthPage(pathname)) return;
      const locale = localeFromPath(pathname);
      notifications.show({ color: 'orange', message: t('auth.sessionExpired') });
      const redirect = encodeURIComponent(`${pathname}${search}`);
      navigate(localizePath(`/signin?redirect=${redirect}`, locale), { replace: true });
    });
    return () => setSessionExpiredHandler(null);
  }, [clearLocal, navigate, t]);

  const value = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, signIn, signOut }),
    [state, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
