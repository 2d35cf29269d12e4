import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth/auth-provider.tsx';

/** Above every language: the session, shared by all routes. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}
