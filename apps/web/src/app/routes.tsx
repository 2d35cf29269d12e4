import type { Locale } from '@platform/domain';
import type { RouteObject } from 'react-router';
import { CheckMailPage } from '../features/auth/pages/check-mail-page.tsx';
import { ConfirmationPage } from '../features/auth/pages/confirmation-page.tsx';
import { IdentityPage } from '../features/auth/pages/identity-page.tsx';
import { NewPasswordPage } from '../features/auth/pages/new-password-page.tsx';
import { NoAccountPage } from '../features/auth/pages/no-account-page.tsx';
import { PasswordForgotPage } from '../features/auth/pages/password-forgot-page.tsx';
import { PasswordResetSentPage } from '../features/auth/pages/password-reset-sent-page.tsx';
import { SigninLinkExpiredPage } from '../features/auth/pages/signin-link-expired-page.tsx';
import { SignInPage } from '../features/auth/pages/signin-page.tsx';
import { SignOutPage } from '../features/auth/pages/signout-page.tsx';
import { SignupLinkExpiredPage } from '../features/auth/pages/signup-link-expired-page.tsx';
import { SignUpPage } from '../features/auth/pages/signup-page.tsx';
import { SignupPasswordPage } from '../features/auth/pages/signup-password-page.tsx';
import { TermsPage } from '../features/auth/pages/terms-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { LocaleRoot } from './locale-root.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

/** The app's routes, written once, relative to a language root. */
export function appRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRedirect /> },
    {
      element: <AuthLayout />,
      children: [
        {
          path: 'signin',
          children: [
            { index: true, element: <SignInPage /> },
            { path: 'passwordforgot', element: <PasswordForgotPage /> },
            { path: 'passwordreset', element: <PasswordResetSentPage /> },
            { path: 'newpassword/:id', element: <NewPasswordPage /> },
            { path: 'linkexpired', element: <SigninLinkExpiredPage /> },
            { path: 'signout', element: <SignOutPage /> },
          ],
        },
        {
          path: 'signup',
          children: [
            { index: true, element: <SignUpPage /> },
            { path: 'checkmail', element: <CheckMailPage /> },
            { path: 'confirmation', element: <ConfirmationPage /> },
            { path: 'identity', element: <IdentityPage /> },
            { path: 'terms/:id', element: <TermsPage /> },
            { path: 'password/:slug', element: <SignupPasswordPage /> },
            { path: 'linkexpired', element: <SignupLinkExpiredPage /> },
          ],
        },
        { path: 'noaccount', element: <NoAccountPage /> },
      ],
    },
    {
      element: <RequireAuth />,
      children: [{ path: 'dashboard', element: <DashboardPage /> }],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

const PREFIXES: Record<Locale, string> = { fr: '/', en: '/en', es: '/es' };

/** The same routes mounted under `/` (French), `/en` and `/es`. */
export function localizedRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: (Object.keys(PREFIXES) as Locale[]).map((locale) => ({
        path: PREFIXES[locale],
        element: <LocaleRoot locale={locale} />,
        errorElement: <RouteErrorPage />,
        children: appRoutes(),
      })),
    },
  ];
}
