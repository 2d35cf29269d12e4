import { type ReactNode, useState } from 'react';
import { useTurn } from '../lib/after-first-paint.ts';
import { LATER_PART_ATTRIBUTE, takePrerenderedPart } from '../lib/prerendered.ts';
import classes from './prerendered-until-turn.module.css';

/**
 * A part of a page the build prerendered that the app renders in a task after taking the page over
 * (the take-over is the longest task of a signed-in page's start): until then the markup the build
 * drew for it stays on screen as it was, inert like the whole page before the app ran, and the
 * take-over's render skips it. Where there is no such markup (the development server, a page reached
 * inside the app) its children render at once. The wrapper lays out nothing of its own
 * (`display: contents`), in the prerendered page as in the app.
 */
export function PrerenderedUntilTurn({ part, children }: { part: string; children: ReactNode }) {
  const [markup] = useState(() => takePrerenderedPart(part));
  const own = useTurn(markup === undefined ? 0 : 1);
  const mark = { [LATER_PART_ATTRIBUTE]: part, className: classes.part };
  // The same markup set again (Preact, rendering over the prerendered element, cannot know it is
  // there): the build's own, read from the page before the app ran, never anyone's input.
  if (!own && markup !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's prerendered markup, put back as it was
    return <div {...mark} dangerouslySetInnerHTML={{ __html: markup }} />;
  return <div {...mark}>{children}</div>;
}
