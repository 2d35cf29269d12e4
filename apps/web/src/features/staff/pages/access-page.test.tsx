import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelay } from '../../../shared/api/http.ts';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderRoute } from '../../../test/render.tsx';
import { AccessPage } from './access-page.tsx';
import { AccessRolePage } from './access-role-page.tsx';

const role = (name: string, allowed: string[], users: number) => ({
  role: name,
  rights: ['dashboard', 'validation', 'users'].map((right) => ({ right, allowed: allowed.includes(right) })),
  users,
});
const member = {
  _id: 'u1',
  email: 'awa@demo.local',
  first_name: 'Awa',
  last_name: 'Test',
  role: 'VALIDATION',
  access: ['DASHBOARD'],
  status: 'INVITED',
  created_at: '2026-01-01T00:00:00.000Z',
};

const show = (url: string) =>
  renderRoute({
    url,
    routes: [
      { path: 'admin/access', element: <AccessPage /> },
      { path: 'en/admin/access', element: <AccessPage /> },
      { path: 'admin/access/role/:id', element: <AccessRolePage /> },
    ],
  });

beforeEach(() => setRetryDelay(0));
afterEach(() => vi.restoreAllMocks());

describe('privileges', () => {
  it("lists each role with the rights it has and how many users hold it, a link to the role's page", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        roles: [role('SUPER_ADMIN', ['dashboard', 'validation', 'users'], 1), role('USERS', [], 0)],
      }),
    );
    show('/en/admin/access');
    const row = await waitFor(() => {
      const found = document.querySelector('[data-row="role"][data-role="SUPER_ADMIN"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(row).getByTestId('role-users').textContent).toBe('1 user');
    expect(within(row).getByTestId('role-rights').textContent).toBe('DashboardValidation requestsUsers');
    expect(within(row).getByRole('link', { name: 'SUPER_ADMIN' }).getAttribute('href')).toBe(
      '/en/admin/access/role/SUPER_ADMIN',
    );
    const none = document.querySelector('[data-row="role"][data-role="USERS"]') as HTMLElement;
    expect(within(none).getByText('No rights')).toBeTruthy();
    expect(within(none).getByTestId('role-users').textContent).toBe('0 users');
  });

  it("shows a role's rights and its members, each member row marked for journeys", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ role: role('VALIDATION', ['validation'], 1), members: [member] }),
    );
    show('/admin/access/role/VALIDATION');
    expect((await screen.findByTestId('role-name')).textContent).toBe('VALIDATION');
    const row = document.querySelector('[data-row="staff-user"][data-email="awa@demo.local"]') as HTMLElement;
    expect(row).not.toBeNull();
    expect(within(row).getByText('Awa Test')).toBeTruthy();
    expect(within(row).getByTestId('staff-status').textContent).toBe('Invité');
    expect(within(row).getByText('DASHBOARD')).toBeTruthy();
  });
});
