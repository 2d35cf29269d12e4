import { useRef } from 'react';

/**
 * Whether `opened` has been true at any render of this component: what is off screen until a menu
 * or fold first opens is rendered from then on, and kept (for its closing animation, and so that
 * it is not rendered anew at each opening).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const once = useRef(false);
  if (opened) once.current = true;
  return once.current;
}
