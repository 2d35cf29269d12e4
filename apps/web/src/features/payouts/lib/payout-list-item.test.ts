import { describe, expect, it, vi } from 'vitest';
import { formatPayoutDate, nextPayoutList, toPayoutListEntry } from './payout-list-item.ts';

describe('payout list item (spec mapping)', () => {
  it('maps the server answer with the spec defaults', () => {
    expect(
      toPayoutListEntry({ _id: 'po_1', phoneNumber: '22901970000', reference: 'po_1', reseau: 'mtn' }),
    ).toMatchObject({
      id: 'po_1',
      number: '22901970000',
      solde: 'mtn',
      amount: 0,
      amount_sent: 0,
      motif: '',
      status: 'FAILED',
    });
    expect(
      toPayoutListEntry({ _id: 'po_2', amount: 500, description: 'Prime', status: 'SUCCESSFUL' }),
    ).toMatchObject({
      amount: 500,
      amount_sent: 500,
      motif: 'Prime',
      status: 'SUCCESSFUL',
    });
  });

  it('formats dates fr-FR, day/month/year, 24-hour with seconds', () => {
    const local = new Date(2026, 10, 21, 18, 5, 9);
    expect(formatPayoutDate(local.toISOString())).toBe('21/11/2026 18:05:09');
  });

  it('leaves the list unchanged when the fetch fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const previous = [toPayoutListEntry({ _id: 'po_1', amount: 1 })];
    expect(nextPayoutList(previous, { ok: false })).toBe(previous);
    expect(spy).toHaveBeenCalledWith('Erreur de récupération des payouts');
    spy.mockRestore();
  });
});
