import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { takeOverPrerendered } from '../lib/prerendered.ts';
import { PrerenderedUntilTurn } from './prerendered-until-turn.tsx';

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A prerendered page holding the part `menus`, its buttons drawn by the build. */
function prerenderedPage(): HTMLElement {
  document.body.innerHTML =
    '<div id="root" data-prerendered=""><header><div data-later-part="menus"><button>Langue (build)</button></div></header></div>';
  return document.getElementById('root') as HTMLElement;
}

describe('PrerenderedUntilTurn', () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps the build's markup of its part through the take-over, then renders its own in the next task", async () => {
    const root = prerenderedPage();
    const container = document.createElement('div');
    document.body.append(container);
    takeOverPrerendered(root, () => {
      render(
        <PrerenderedUntilTurn part="menus">
          <button type="button">Langue (app)</button>
        </PrerenderedUntilTurn>,
        { container },
      );
    });
    const part = container.querySelector('[data-later-part="menus"]');
    expect(part?.innerHTML).toBe('<button>Langue (build)</button>');
    await nextTask();
    expect(screen.getByRole('button', { name: 'Langue (app)' })).toBeTruthy();
    expect(container.textContent).toBe('Langue (app)');
  });

  it('renders its children at once where there is no prerendered markup, and after a take-over', () => {
    render(
      <PrerenderedUntilTurn part="menus">
        <button type="button">Langue (app)</button>
      </PrerenderedUntilTurn>,
    );
    expect(screen.getByRole('button', { name: 'Langue (app)' })).toBeTruthy();
    document.body.replaceChildren();
    const root = prerenderedPage();
    takeOverPrerendered(root, () => {});
    // The markup was for the take-over's render only: a part mounted later renders its own.
    render(
      <PrerenderedUntilTurn part="menus">
        <button type="button">Langue (later)</button>
      </PrerenderedUntilTurn>,
    );
    expect(screen.getByRole('button', { name: 'Langue (later)' })).toBeTruthy();
  });
});
