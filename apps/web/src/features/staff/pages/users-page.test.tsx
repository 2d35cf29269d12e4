import type { StaffUserView } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelay } from '../../../shared/api/http.ts';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderRoute, routePathOf } from '../../../test/render.tsx';
import { ShellUserContext } from '../../shell/shell-user.ts';
import { UsersPage } from './users-page.tsx';

const user = (id: string, first: string, role: string, status: StaffUserView['status']): StaffUserView => ({
  _id: id,
  email: `${first.toLowerCase()}@demo.local`,
  first_name: first,
  last_name: 'Test',
  role,
  access: [],
  status,
  created_at: '2026-01-01T00:00:00.000Z',
});
const users = [
  user('me', 'Zoé', 'SUPER_ADMIN', 'ACTIVE'),
  user('u1', 'Awa', 'COMPTABLE', 'ACTIVE'),
  user('u2', 'Codjo', 'VALIDATION', 'DISABLED'),
];

function page(url: string, role = 'SUPER_ADMIN') {
  const me = { _id: 'me', role, access: [] } as never;
  return renderRoute({
    url,
    routes: [
      {
        path: routePathOf(url),
        element: (
          <ShellUserContext.Provider value={me}>
            <UsersPage />
          </ShellUserContext.Provider>
        ),
      },
    ],
  });
}

const rows = () => screen.getAllByTestId('staff-row');
const emails = () => rows().map((row) => row.getAttribute('data-email'));

beforeEach(() => {
  setRetryDelay(0);
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ users }));
});
afterEach(() => vi.restoreAllMocks());

describe('staff users page', () => {
  it('lists the users sorted by name, each row marked for journeys, with the exports', async () => {
    page('/admin/users');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(emails()).toEqual(['awa@demo.local', 'codjo@demo.local', 'zoé@demo.local']);
    expect(rows()[0]!.getAttribute('data-row')).toBe('staff-user');
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter en Excel' })).toBeTruthy();
    // Nobody changes their own access: no buttons on the signed-in user's row.
    expect(within(rows()[2]!).queryByTestId('staff-edit')).toBeNull();
    expect(within(rows()[1]!).getByTestId('staff-toggle').textContent).toBe('Réactiver');
  });

  it('reads its search, filters and sort from the URL', async () => {
    const view = page('/admin/users?q=codjo');
    await waitFor(() => expect(emails()).toEqual(['codjo@demo.local']));
    fireEvent.change(screen.getByTestId('table-search'), { target: { value: '' } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await view.router.navigate('/admin/users?f.status=ACTIVE&sort=name&order=desc');
    await waitFor(() => expect(emails()).toEqual(['zoé@demo.local', 'awa@demo.local']));
  });

  it('asks a reason and the password before disabling a user, in English under /en', async () => {
    page('/en/admin/users');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rows()[0]!).getByTestId('staff-toggle'));
    expect(
      await screen.findByText(
        'Disable the account of Awa Test (awa@demo.local): they will no longer be able to sign in to the back-office.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('staff-reason')).toBeTruthy();
  });

  it('shows no buttons to staff who only see the list', async () => {
    page('/es/admin/users', 'USERS');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByTestId('staff-edit')).toBeNull();
    expect(screen.queryByTestId('invite-staff')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeTruthy();
  });
});
