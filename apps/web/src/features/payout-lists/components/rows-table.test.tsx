import type { PayoutListRowView } from '@platform/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRetryDelay } from '../../../shared/api/http.ts';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderRoute } from '../../../test/render.tsx';
import { RowsTable } from './rows-table.tsx';

const row = (status: PayoutListRowView['status'], reference: string | null): PayoutListRowView => ({
  _id: 'plr_1',
  line: 1,
  phone_raw: '0197000000',
  network_raw: 'MTN',
  amount_raw: '1000',
  motif: 'Salaire',
  phoneNumber: '2290197000000',
  network: 'MTN',
  amount: 1000,
  errors: [],
  duplicate_of: null,
  status,
  attempt: 1,
  reference,
  payout_id: null,
  failure: null,
  fee: 17,
});

/** The run page's part: the list's progress changes, the rows table is told so. */
function Harness() {
  const [version, setVersion] = useState('RUNNING:0');
  return (
    <>
      <button type="button" onClick={() => setVersion('DONE:1')}>
        progress
      </button>
      <RowsTable listId="pll_1" variant="results" live={version !== 'DONE:1'} version={version} />
    </>
  );
}

beforeEach(() => setRetryDelay(0));
afterEach(() => vi.restoreAllMocks());

describe('the rows of a running payout list', () => {
  it('are fetched again when the list finishes, without a reload (issue 21, defect 4)', {
    timeout: 20_000,
  }, async () => {
    const answers = [
      { rows: [row('PENDING', null)], pager: { totalItems: 1, page: 1, limit: 50 } },
      { rows: [row('SUCCESSFUL', 'pll_1-plr_1_1-1')], pager: { totalItems: 1, page: 1, limit: 50 } },
    ];
    let call = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(answers[Math.min(call++, answers.length - 1)]),
    );
    renderRoute({ url: '/rows', routes: [{ path: 'rows', element: <Harness /> }] });
    await waitFor(() => expect(screen.getByText('En cours')).toBeTruthy(), { timeout: 20_000 });

    // The list is now finished: its progress changed, live polling stops, the rows still follow.
    fireEvent.click(screen.getByText('progress'));
    await waitFor(() => expect(screen.getByText('Réussi')).toBeTruthy(), { timeout: 20_000 });
    expect(screen.queryByText('En cours')).toBeNull();
    expect(document.querySelector('[data-reference="pll_1-plr_1_1-1"]')).not.toBeNull();
  });
});
