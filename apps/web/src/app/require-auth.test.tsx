import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RequireAuth } from './require-auth.tsx';

const routes = [
  { element: <RequireAuth />, children: [{ path: 'dashboard', element: <p>dashboard page</p> }] },
  { path: 'signin', element: <p>signin page</p> },
  { path: 'missing', element: <NotFoundPage /> },
];

describe('protected routes', () => {
  it('send an anonymous visitor to sign-in with the asked path, keeping the language', () => {
    const { router } = renderRoute({ url: '/en/dashboard?tab=1', routes });
    expect(router.state.location.pathname).toBe('/en/signin');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/en/dashboard?tab=1');
  });

  it('wait for the session restore instead of redirecting', () => {
    const { router } = renderRoute({ url: '/dashboard', routes, auth: { status: 'loading' } });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('show the page to a signed-in user', () => {
    renderRoute({ url: '/es/dashboard', routes, auth: { status: 'authenticated' } });
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });
});

describe('not found page', () => {
  it('says so in French with a way home', () => {
    renderRoute({ url: '/missing', routes });
    expect(screen.getByRole('heading', { name: 'Page non trouvée' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('keeps the language prefix on the home link', () => {
    renderRoute({ url: '/en/missing', routes });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });
});
