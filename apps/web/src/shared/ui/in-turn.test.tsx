import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InTurn } from './in-turn.tsx';

/** Lets the tasks already queued run (each timer is a task of its own), and React render what they changed. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('InTurn', () => {
  it('renders its parts one task each, in their turns, after the render that mounted them', async () => {
    render(
      <>
        <p>now</p>
        <InTurn turn={1}>
          <p>first</p>
        </InTurn>
        <InTurn turn={2}>
          <p>second</p>
        </InTurn>
      </>,
    );
    expect(screen.getByText('now')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.queryByText('second')).toBeNull();
    await nextTask();
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    await nextTask();
    expect(screen.getByText('second')).toBeTruthy();
  });

  it('waits for nothing once its turn has come, and nothing when unmounted before', async () => {
    const { rerender, unmount } = render(
      <InTurn turn={1}>
        <p>part</p>
      </InTurn>,
    );
    await nextTask();
    rerender(
      <InTurn turn={1}>
        <p>part, new data</p>
      </InTurn>,
    );
    expect(screen.getByText('part, new data')).toBeTruthy();
    unmount();
    const late = render(
      <InTurn turn={3}>
        <p>late</p>
      </InTurn>,
    );
    late.unmount();
    await nextTask();
    await nextTask();
    expect(screen.queryByText('late')).toBeNull();
  });
});
