import type { TransactionDetailResponse } from '@platform/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/json-response.ts';
import { renderRoute } from '../../../test/render.tsx';
import { RequestStatus } from './request-status.tsx';

function detail(status: 'PENDING' | 'SUCCESSFUL' | 'FAILED'): TransactionDetailResponse {
  return {
    transaction: {
      _id: 'txn_1',
      reference: 'txn_1',
      merchant_reference: null,
      status,
      type: 'PAYMENT',
      source: 'dashboard',
      network: 'mtn',
      phone_number: '2290197000003',
      amount: 2_500,
      fee: 43,
      merchant_receives: 2_457,
      first_name: null,
      last_name: null,
      email: null,
      description: null,
      created_at: '2026-11-21T08:05:00.000Z',
      completed_at: null,
      customer_pays: 2_500,
      reason_code: null,
      reason_message: null,
      operator_reference: null,
      checks: 3,
      next_check_at: null,
      mode: 'SANDBOX',
    },
    fees: { amount: 2_500, fee: 43, customer_pays: 2_500, merchant_receives: 2_457, fee_paid_by: 'merchant' },
    timeline: [],
    ledger: [],
    deliveries: [],
  };
}

afterEach(() => vi.restoreAllMocks());

const show = (stillWaitingAfterMs: number) =>
  renderRoute({
    url: '/x',
    routes: [
      {
        path: 'x',
        element: (
          <RequestStatus
            shop="shp_1"
            id="txn_1"
            detailPath="/sandbox/transactions/detail/txn_1"
            onAnother={() => {}}
            stillWaitingAfterMs={stillWaitingAfterMs}
          />
        ),
      },
    ],
  });

describe('request status', () => {
  it('says "still waiting" after its delay, never "failed", while the operator has not answered', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(detail('PENDING')));
    show(300);
    await waitFor(() => expect(screen.getByText('En attente de la validation du client…')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('request-still-waiting')).toBeTruthy(), { timeout: 3_000 });
    expect(screen.getByTestId('request-still-waiting').textContent).toMatch(/^Toujours en attente/);
    expect(screen.queryByTestId('request-failed')).toBeNull();
    expect(screen.getByTestId('request-status').getAttribute('data-status')).toBe('PENDING');
  });

  it('follows the transaction until it is final', async () => {
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(detail(++calls < 2 ? 'PENDING' : 'SUCCESSFUL')),
    );
    show(60_000);
    await waitFor(() => expect(screen.getByTestId('request-succeeded').textContent).toBe('Paiement reçu.'), {
      timeout: 6_000,
    });
    const polled = calls;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(calls).toBe(polled);
  });
});
