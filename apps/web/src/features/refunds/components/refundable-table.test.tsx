import type { RefundableTransaction } from '@platform/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import type { RefundDraftItem } from '../lib/refund-draft.ts';
import { RefundableTable } from './refundable-table.tsx';

const rows: RefundableTransaction[] = Array.from({ length: 25 }, (_, i) => ({
  _id: `txn_${i}`,
  reference: `REF${String(i).padStart(3, '0')}`,
  phoneNumber: '2290197000000',
  reseau: 'MTN',
  amount: 5_000,
  refunded: i === 0 ? 5_000 : 0,
  remaining: i === 0 ? 0 : 5_000,
  // The newest first: REF024 is the latest.
  date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(),
  description: null,
}));

let chosenNow: Record<string, RefundDraftItem> = {};
function Harness() {
  const [chosen, setChosen] = useState<Record<string, RefundDraftItem>>({});
  chosenNow = chosen;
  return (
    <RefundableTable
      rows={rows}
      chosen={chosen}
      onChoose={(row, item) =>
        setChosen((old) => {
          const copy = { ...old };
          if (item) copy[row._id] = item;
          else delete copy[row._id];
          return copy;
        })
      }
    />
  );
}

const row = (reference: string) =>
  screen.getAllByTestId('refundable-row').find((r) => r.textContent?.includes(reference))!;

describe('the refundable collections', () => {
  it('chooses a collection for all that is left, a partial amount, and keeps the choice across pages', () => {
    renderRoute({ url: '/refund/newList', routes: [{ path: 'refund/newList', element: <Harness /> }] });
    expect(screen.getAllByTestId('refundable-row')).toHaveLength(20);
    fireEvent.click(within(row('REF024')).getByRole('checkbox', { name: 'REF024' }));
    expect(chosenNow.txn_24?.amount).toBe(5_000);
    fireEvent.change(within(row('REF024')).getByTestId('refund-amount'), { target: { value: '2000' } });
    expect(chosenNow.txn_24?.amount).toBe(2_000);

    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getAllByTestId('refundable-row')).toHaveLength(5);
    // A collection refunded in full cannot be chosen.
    expect(within(row('REF000')).getByRole('checkbox', { name: 'REF000' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(within(row('REF024')).getByTestId('refund-amount')).toHaveProperty('value', '2000');
  });
});
