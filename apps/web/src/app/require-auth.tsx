import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../features/auth/auth-context.ts';
import { localeFromPath, localizePath } from '../shared/i18n/locale-path.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';

/** Guards protected routes: a loader while the session is restored, else sign-in with the asked path. */
export function RequireAuth() {
  const { status } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (status === 'loading') return <PageLoader fullScreen />;
  if (status === 'anonymous') {
    const redirect = encodeURIComponent(`${pathname}${search}${hash}`);
    const target = localizePath(`/signin?redirect=${redirect}`, localeFromPath(pathname));
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
