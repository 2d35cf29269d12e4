import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstUse, type Wake } from './on-first-use.tsx';

/** The real component: says what woke it. */
function Real({ label, wake }: { label: string; wake: Wake | null }) {
  return <p>{`${label} woken by ${wake?.by ?? 'nothing'}`}</p>;
}

const flush = () => act(async () => {});

describe('onFirstUse', () => {
  it('shows the stand-in, loads on hover without swapping, and swaps on click, told so', async () => {
    const load = vi.fn(async () => Real);
    const OnUse = onFirstUse<{ label: string }>(load, ['click']);
    const own = vi.fn();
    render(
      <OnUse
        label="menu"
        placeholder={
          <button type="button" onClick={own}>
            open
          </button>
        }
      />,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'open' }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'open' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await flush();
    expect(own).toHaveBeenCalledTimes(1); // the stand-in's own handler still runs
    expect(screen.getByText('menu woken by click')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the real component at once in instances mounted after the load', async () => {
    const OnUse = onFirstUse<{ label: string }>(async () => Real, ['focus']);
    const first = render(<OnUse label="a" placeholder={<input aria-label="field" />} />);
    fireEvent.focus(screen.getByLabelText('field'));
    await flush();
    expect(screen.getByText('a woken by focus')).toBeTruthy();
    first.unmount();
    render(<OnUse label="b" placeholder={<input aria-label="field" />} />);
    expect(screen.getByText('b woken by nothing')).toBeTruthy();
  });

  it('hands over the stand-in element (a field keeps the text typed)', async () => {
    function Field({ wake }: { wake: Wake | null }) {
      const value = wake?.element instanceof HTMLInputElement ? wake.element.value : '';
      return <p>{`typed ${value}`}</p>;
    }
    const OnUse = onFirstUse<object>(async () => Field, ['focus']);
    render(<OnUse placeholder={<input aria-label="search" />} />);
    const input = screen.getByLabelText('search') as HTMLInputElement;
    input.value = 'abc';
    fireEvent.focus(input);
    await flush();
    expect(screen.getByText('typed abc')).toBeTruthy();
  });

  it('keeps the stand-in when the module fails to load, and asks again at the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(Real);
    const OnUse = onFirstUse<{ label: string }>(load, ['click']);
    render(<OnUse label="m" placeholder={<button type="button">open</button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await flush();
    expect(screen.getByRole('button', { name: 'open' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await flush();
    expect(screen.getByText('m woken by click')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
