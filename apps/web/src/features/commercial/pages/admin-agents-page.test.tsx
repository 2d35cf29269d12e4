import type { AdminAgentView } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelay } from '../../../shared/api/http.ts';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderRoute, routePathOf } from '../../../test/render.tsx';
import { ShellUserContext } from '../../shell/shell-user.ts';
import { AdminAgentsPage } from './admin-agents-page.tsx';

const agent = (code: string, first: string, balance: number, has_password: boolean): AdminAgentView => ({
  user_id: `usr_${code}`,
  first_name: first,
  last_name: 'Agbo',
  email: `${first.toLowerCase()}@demo.local`,
  active: true,
  has_password,
  code,
  rate_bps: 1000,
  months: 12,
  merchants: 2,
  commission_balance: balance,
});
const items = [agent('AGENTB', 'Kossi', 500, false), agent('AGENTA', 'Afi', 12_000, true)];

function page(url: string) {
  const me = { _id: 'me', role: 'SUPER_ADMIN', access: [] } as never;
  return renderRoute({
    url,
    routes: [
      {
        path: routePathOf(url),
        element: (
          <ShellUserContext.Provider value={me}>
            <AdminAgentsPage />
          </ShellUserContext.Provider>
        ),
      },
    ],
  });
}

const rows = () => screen.getAllByTestId('agent-row');
const codes = () => rows().map((row) => row.getAttribute('data-code'));

beforeEach(() => setRetryDelay(0));
afterEach(() => vi.restoreAllMocks());

describe('staff list of commercial agents', () => {
  it('lists the agents sorted by name, with status, terms and exports', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ items }));
    page('/admin/merchants/agents');
    await waitFor(() => expect(codes()).toEqual(['AGENTA', 'AGENTB']));
    expect(rows()[1]!.getAttribute('data-row')).toBe('agent');
    expect(within(rows()[1]!).getByTestId('agent-status').textContent).toBe('Invité');
    expect(within(rows()[0]!).getByText('1000 pb des frais')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter en Excel' })).toBeTruthy();
  });

  it('reads its search and sort from the URL, in Spanish under /es', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ items }));
    const view = page('/es/admin/merchants/agents?sort=balance&order=asc');
    await waitFor(() => expect(codes()).toEqual(['AGENTB', 'AGENTA']));
    expect(within(rows()[0]!).getByTestId('agent-status').textContent).toBe('Invitado');
    await view.router.navigate('/es/admin/merchants/agents?q=afi');
    await waitFor(() => expect(codes()).toEqual(['AGENTA']));
  });

  it('says when there is no agent yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ items: [] }));
    page('/en/admin/merchants/agents');
    expect((await screen.findByTestId('agents-empty')).textContent).toBe('No commercial agent yet.');
  });
});
