import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../shared/i18n/use-locale.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
 * Logout as the spec says: stored shops, shop session, first shop and sandbox flag removed, the
 * logout recorded on the server (a failure only logged), then `/signin/` (commercial: `/commercial/signin/`).
 */
export function useLogout(target: '/signin/' | '/commercial/signin/' = '/signin/'): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback(async () => {
    await signOut();
    navigate(localize(target), { replace: true });
  }, [signOut, navigate, localize, target]);
}
