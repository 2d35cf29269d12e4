import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlChoice } from './use-url-choice.ts';

const STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ choice: useUrlChoice('status', STATUSES, 'PENDING'), location: useLocation() }),
    { wrapper },
  );
}

describe('useUrlChoice', () => {
  it('reads the choice from the URL, an unknown one as the fallback', () => {
    expect(setup('/list?status=APPROVED').result.current.choice[0]).toBe('APPROVED');
    expect(setup('/list?status=nope').result.current.choice[0]).toBe('PENDING');
    expect(setup('/list').result.current.choice[0]).toBe('PENDING');
  });

  it('writes a new choice, back to the first page, and leaves the fallback out of the URL', () => {
    const { result } = setup('/list?page=3&q=lome');
    act(() => result.current.choice[1]('REFUSED'));
    expect(result.current.choice[0]).toBe('REFUSED');
    expect(result.current.location.search).toBe('?q=lome&status=REFUSED');
    act(() => result.current.choice[1]('PENDING'));
    expect(result.current.location.search).toBe('?q=lome');
  });
});
