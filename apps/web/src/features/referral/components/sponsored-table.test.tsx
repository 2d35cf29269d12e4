import type { SponsoredMerchantView } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { SponsoredTable } from './sponsored-table.tsx';

const saved = vi.hoisted(() => ({ files: [] as { blob: Blob; name: string }[] }));
vi.mock('../../../shared/api/download-file.ts', () => ({
  saveBlob: (blob: Blob, name: string) => saved.files.push({ blob, name }),
}));

const merchant = (over: Partial<SponsoredMerchantView>): SponsoredMerchantView => ({
  _id: 'mch_1',
  business_name: 'Boutique',
  country: 'BJ',
  status: 'VALID',
  valid: true,
  signed_up_at: '2026-10-01T10:00:00.000Z',
  validated_at: '2026-10-02T10:00:00.000Z',
  ends_at: '2027-10-02T10:00:00.000Z',
  rate_bps: 1_000,
  volume: 100_000,
  commission_month: 170,
  commission_total: 1_700,
  ...over,
});

const merchants = [
  merchant({ _id: 'mch_a', business_name: 'Atelier Pagne', signed_up_at: '2026-09-01T10:00:00.000Z' }),
  merchant({
    _id: 'mch_b',
    business_name: 'Bazar Nouveau',
    status: 'SUBMITTED',
    valid: false,
    commission_total: 0,
    signed_up_at: '2026-11-01T10:00:00.000Z',
  }),
];

const render = (url: string) =>
  renderRoute({
    url,
    routes: [{ path: 'referral/board', element: <SponsoredTable merchants={merchants} /> }],
  });
const names = () =>
  screen.getAllByTestId('sponsored-row').map((row) => within(row).getByRole('link').textContent);

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => {
  saved.files = [];
});

describe('the referral board table', () => {
  it('shows the newest sign-up first and sorts by a column through the URL', async () => {
    const { router } = render('/referral/board');
    expect(names()).toEqual(['Bazar Nouveau', 'Atelier Pagne']);
    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=asc'));
    expect(names()).toEqual(['Atelier Pagne', 'Bazar Nouveau']);
  });

  it('keeps the validation-status filter of the URL', () => {
    render('/referral/board?f.status=SUBMITTED');
    expect(names()).toEqual(['Bazar Nouveau']);
  });

  it('exports every kept row as CSV, commissions as whole numbers', async () => {
    render('/referral/board');
    fireEvent.click(screen.getByTestId('table-export-csv'));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    const text = await readText(saved.files[0]!.blob);
    expect(saved.files[0]!.name).toMatch(/^filleuls-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(text).toContain('Commission totale');
    expect(text).toContain('Atelier Pagne,Validé');
    expect(text).toMatch(/Atelier Pagne,Validé,[^\n]*,100000,170,1700/);
  });
});
