import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { decideAccess, type GuardNotice } from '../../app/guards/route-guards.ts';
import { useLocalizedPath } from '../../shared/i18n/use-locale.ts';
import { InTurn } from '../../shared/ui/in-turn.tsx';
import { notify, showPendingNotice } from '../../shared/ui/notify.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { TwoFactorPrompt } from '../profile/components/two-factor-prompt.tsx';
import { InactivityGuard } from '../session/inactivity-guard.tsx';
import { storeInSandbox } from '../shops/shop-storage.ts';
import { ShopsProvider } from '../shops/shops-provider.tsx';
import { ShellUserContext } from './shell-user.ts';
import { useCurrentUser } from './use-current-user.ts';
import { useLogout } from './use-logout.ts';
import { usePageHandle } from './use-page-handle.ts';

/** A guard's redirect, with the spec's message when it has one. */
function GuardRedirect({ to, notice }: { to: string; notice: GuardNotice | undefined }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  useEffect(() => {
    if (notice) notify('error', t(`guards.${notice}`));
  }, [notice, t]);
  return <Navigate to={localize(to)} replace />;
}

/** Spec: a missing user shows 'Votre session a expiré…', logs out and goes to /signin. */
function SessionExpired() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    notify('error', t('auth.sessionExpired'));
    void signOut().then(() => navigate(localize('/signin'), { replace: true }));
  }, [t, signOut, navigate, localize]);
  return <PageLoader fullScreen />;
}

/**
 * The inactivity watch and the prompt for a two-step code: nothing of them is on screen at first,
 * so they mount in a task of their own after the frame's first render, which on a page the build
 * prerendered is the take-over, the longest task of its start (docs/performance.md).
 */
function SessionWatchers({ onLogout }: { onLogout: () => void }) {
  return (
    <InTurn turn={1}>
      <InactivityGuard onLogout={onLogout} />
      <TwoFactorPrompt />
    </InTurn>
  );
}

/**
 * Above every signed-in frame: the fresh user, the guards of spec section 4 for the matched page,
 * the shops of the session's mode, the inactivity watch and the toast left by a reload.
 */
export function ShellRoot() {
  const { user, missing } = useCurrentUser();
  const handle = usePageHandle();
  const commercial = handle?.access.frame === 'commercial';
  const logout = useLogout(commercial ? '/commercial/signin/' : '/signin/');
  const inSandbox = user?.in_sandbox;

  useEffect(() => showPendingNotice(), []);
  useEffect(() => {
    if (inSandbox !== undefined) storeInSandbox(inSandbox);
  }, [inSandbox]);

  if (missing) return <SessionExpired />;
  if (!user) return <PageLoader fullScreen />;

  const decision = decideAccess(user, handle?.access ?? { frame: 'merchant' });
  if (decision.type === 'sessionExpired') return <SessionExpired />;
  if (decision.type === 'redirect') return <GuardRedirect to={decision.to} notice={decision.notice} />;

  return (
    <ShellUserContext.Provider value={user}>
      <ShopsProvider user={user}>
        <SessionWatchers onLogout={() => void logout()} />
        <Outlet />
      </ShopsProvider>
    </ShellUserContext.Provider>
  );
}
