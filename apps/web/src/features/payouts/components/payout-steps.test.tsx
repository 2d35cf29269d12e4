import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { LARGE_SCREEN_QUERY, PayoutSteps } from './payout-steps.tsx';

const original = window.matchMedia;
function screenIsLarge(large: boolean) {
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: large && query === LARGE_SCREEN_QUERY,
  })) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = original;
});

describe('payout steps', () => {
  it('are horizontal on small screens, with the French labels', () => {
    screenIsLarge(false);
    renderRoute({ url: '/x', routes: [{ path: 'x', element: <PayoutSteps active={1} /> }] });
    expect(screen.getByTestId('payout-steps').getAttribute('data-orientation')).toBe('horizontal');
    expect(screen.getByText('Bénéficiaire')).toBeTruthy();
    expect(screen.getByText('Récapitulatif')).toBeTruthy();
  });

  it('are vertical on large screens (from 992 px)', () => {
    screenIsLarge(true);
    renderRoute({ url: '/en/x', routes: [{ path: 'en/x', element: <PayoutSteps active={0} /> }] });
    expect(screen.getByTestId('payout-steps').getAttribute('data-orientation')).toBe('vertical');
    expect(screen.getByText('Beneficiary')).toBeTruthy();
  });
});
