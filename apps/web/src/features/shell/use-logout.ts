import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../shared/i18n/use-locale.ts';
import { useAuth } from '../auth/auth-context.ts';

/**
 * Logout as the spec says: stored shops, shop session, first shop and sandbox flag removed, the
 * logout recorded on the server (a failure only logged), then `/signin/` (commercial: `/commercial/signin/`).
 *
 * The merchant side goes through the existing `/signin/signout` page, which does exactly that; signing
 * out in place would let the auth guard of the current page send the user to `/signin?redirect=…` first.
 */
export function useLogout(target: '/signin/' | '/commercial/signin/' = '/signin/'): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback(async () => {
    if (target === '/signin/') {
      navigate(localize('/signin/signout'), { replace: true });
      return;
    }
    // The commercial sign-in page is public: sign out, then load it afresh. Navigating first let
    // the guard of the frame still mounted (its lazy page not loaded yet) see the signed-out state
    // and send the agent to /signin?redirect=… instead.
    await signOut();
    window.location.replace(localize(target));
  }, [signOut, navigate, localize, target]);
}
