type Focus = { name: string; start: number | null; end: number | null };

function focusedField(root: HTMLElement): Focus | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || !active.name || !root.contains(active)) return null;
  try {
    return { name: active.name, start: active.selectionStart, end: active.selectionEnd };
  } catch {
    return { name: active.name, start: null, end: null }; // e-mail fields have no selection
  }
}

const fieldIn = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input[name]')].find((input) => input.name === name);

/** The markup of the prerendered parts the app renders a turn after the take-over, by part. */
const laterParts = new Map<string, string>();

/** The attribute naming such a part (prerendered-until-turn.tsx). */
export const LATER_PART_ATTRIBUTE = 'data-later-part';

/**
 * The prerendered markup of `part`, once (the take-over's render asks for it; any later render of
 * the part, after a navigation, has none and renders at once). Undefined where there was none.
 */
export function takePrerenderedPart(part: string): string | undefined {
  const markup = laterParts.get(part);
  laterParts.delete(part);
  return markup;
}

/**
 * Renders the app over a page the build prerendered into `root` (`data-prerendered`, the sign-in
 * page). The app's first render is that same page: its elements replace the prerendered ones (a
 * React root starts from an empty container) in one synchronous render, at the same places, so
 * nothing moves on screen. What the visitor did meanwhile is carried over: the fields typed in, the
 * focus, and a form sent before the app ran (held back by the page's guard, prerendered-page.ts),
 * which is sent now. The markup of the parts marked to come a turn later is kept for them
 * (takePrerenderedPart) during the render. Without the mark, it only renders.
 */
export function takeOverPrerendered(root: HTMLElement, render: () => void): void {
  const mark = root.getAttribute('data-prerendered');
  if (mark === null) {
    render();
    return;
  }
  const typed = [...root.querySelectorAll<HTMLInputElement>('input[name]')]
    .filter((input) => input.value !== '' && input.type !== 'checkbox' && input.type !== 'radio')
    .map((input) => [input.name, input.value] as const);
  const focus = focusedField(root);
  laterParts.clear();
  for (const part of root.querySelectorAll(`[${LATER_PART_ATTRIBUTE}]`))
    laterParts.set(part.getAttribute(LATER_PART_ATTRIBUTE) ?? '', part.innerHTML);
  render();
  laterParts.clear();
  root.removeAttribute('data-prerendered');
  for (const [name, value] of typed) {
    const input = fieldIn(root, name);
    if (!input || input.value === value) continue;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focus) {
    const input = fieldIn(root, focus.name);
    if (input && document.activeElement !== input) {
      input.focus();
      try {
        if (focus.start !== null) input.setSelectionRange(focus.start, focus.end);
      } catch {
        // e-mail fields have no selection
      }
    }
  }
  if (mark === 'submitted') root.querySelector('form')?.requestSubmit();
}
