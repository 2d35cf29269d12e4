import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { SignInPage } from './signin-page.tsx';

const routes = [
  { path: 'signin', element: <SignInPage /> },
  { path: 'dashboard', element: <p>dashboard page</p> },
  { path: 'transactions', element: <p>transactions page</p> },
];

function submit() {
  fireEvent.click(screen.getByRole('button', { name: /se connecter|sign in|iniciar sesión/i }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in page', () => {
  it('shows the French rule messages under the fields', async () => {
    renderRoute({ url: '/signin', routes });
    submit();
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'not-an-address' } });
    submit();
    expect(await screen.findByText("Cette adresse mail n'est pas valide.")).toBeTruthy();
  });

  it('speaks English under /en', async () => {
    renderRoute({ url: '/en/signin', routes });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'nope' } });
    submit();
    expect(await screen.findByText('This e-mail address is not valid.')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('links to the password reset and sign-up pages in the current language', () => {
    renderRoute({ url: '/es/signin', routes });
    expect(screen.getByRole('link', { name: '¿Ha olvidado su contraseña?' }).getAttribute('href')).toBe(
      '/es/signin/passwordforgot',
    );
    expect(screen.getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe('/es/signup');
  });

  it('posts the credentials and keeps the session', async () => {
    const session = { token: 'tok', expires_in: 1800, user: { first_name: 'Awa' } };
    const fetchMock = vi.fn(async () => Response.json(session));
    vi.stubGlobal('fetch', fetchMock);
    const signIn = vi.fn();
    renderRoute({
      url: '/signin?redirect=%2Ftransactions%3Fpage%3D2',
      routes,
      auth: { signIn },
    });
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'Awa@Example.com' } });
    fireEvent.change(screen.getByLabelText(/Mot de passe/), { target: { value: 'secret' } });
    submit();
    await waitFor(() => expect(signIn).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/users/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'awa@example.com', password: 'secret' });
  });

  it('sends a signed-in visitor to the asked local page', () => {
    const { router } = renderRoute({
      url: '/signin?redirect=%2Ftransactions%3Fpage%3D2',
      routes,
      auth: { status: 'authenticated' },
    });
    expect(router.state.location.pathname).toBe('/transactions');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('ignores a redirect to another site', () => {
    const { router } = renderRoute({
      url: '/en/signin?redirect=https%3A%2F%2Fevil.example',
      routes,
      auth: { status: 'authenticated' },
    });
    expect(router.state.location.pathname).toBe('/en/dashboard');
  });

  it('shows the throttling message with the wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'TOO_MANY_ATTEMPTS', message: 'Trop de tentatives.', retry_after: 120 },
          { status: 429 },
        ),
      ),
    );
    renderRoute({ url: '/signin', routes });
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText(/Mot de passe/), { target: { value: 'x' } });
    submit();
    expect(await screen.findByText('Trop de tentatives.')).toBeTruthy();
    expect(screen.getByText('Vous pourrez réessayer dans 2 min.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' }).hasAttribute('disabled')).toBe(true);
    // The lock is that account's: another person at the same address may sign in at once.
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'other@b.co' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Se connecter' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'A@b.co' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Se connecter' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
