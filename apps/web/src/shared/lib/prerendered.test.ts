import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_SUBMIT_GUARD } from '../../app/build/prerendered-page.ts';
import { takeOverPrerendered } from './prerendered.ts';

const FORM = '<form><input name="email" type="email"><input name="password" type="password"></form>';

/** What a React root does: the container emptied, then the app's own elements (the same form). */
function renderApp(root: HTMLElement, onSubmit: (values: Record<string, string>) => void) {
  return () => {
    root.replaceChildren();
    root.insertAdjacentHTML('beforeend', FORM);
    const form = root.querySelector('form') as HTMLFormElement;
    const values: Record<string, string> = {};
    form.addEventListener('input', (event) => {
      const input = event.target as HTMLInputElement;
      values[input.name] = input.value;
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      onSubmit({ ...values });
    });
  };
}

describe('takeOverPrerendered', () => {
  afterEach(() => document.body.replaceChildren());

  function prerendered(): HTMLElement {
    document.body.innerHTML = `<div id="root" data-prerendered="">${FORM}</div>`;
    return document.getElementById('root') as HTMLElement;
  }

  it('keeps what was typed before the app ran, and the focus, and tells the app of it', () => {
    const root = prerendered();
    const email = root.querySelector<HTMLInputElement>('[name=email]') as HTMLInputElement;
    email.value = 'awa@example.com';
    (root.querySelector('[name=password]') as HTMLInputElement).value = 'secret';
    (root.querySelector('[name=password]') as HTMLInputElement).focus();
    const sent: Record<string, string>[] = [];
    takeOverPrerendered(
      root,
      renderApp(root, (values) => sent.push(values)),
    );

    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.querySelector<HTMLInputElement>('[name=email]')?.value).toBe('awa@example.com');
    expect(root.querySelector<HTMLInputElement>('[name=password]')?.value).toBe('secret');
    expect(document.activeElement).toBe(root.querySelector('[name=password]'));
    expect(sent).toEqual([]);
    // The app's form heard the values (a form library reads them from its input events).
    root.querySelector('form')?.requestSubmit();
    expect(sent).toEqual([{ email: 'awa@example.com', password: 'secret' }]);
  });

  it('sends once the app runs a form sent before, which the guard held back', () => {
    const root = prerendered();
    // biome-ignore lint/security/noGlobalEval: the page's inline guard, as the browser runs it
    window.eval(EARLY_SUBMIT_GUARD);
    (root.querySelector('[name=email]') as HTMLInputElement).value = 'awa@example.com';
    const early = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(root.getAttribute('data-prerendered')).toBe('submitted');

    const sent: Record<string, string>[] = [];
    takeOverPrerendered(
      root,
      renderApp(root, (values) => sent.push(values)),
    );
    expect(sent).toEqual([{ email: 'awa@example.com' }]);
  });

  it('only renders a page that was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    let rendered = 0;
    takeOverPrerendered(root, () => rendered++);
    expect(rendered).toBe(1);
  });
});
