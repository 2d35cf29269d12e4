import { useOpenedOnce } from '../../shared/lib/use-opened-once.ts';
import { useOnScreen } from '../../shared/ui/use-on-screen.ts';

/**
 * Whether a frame's sidebar is rendered. From the frames' `md` breakpoint up it is on screen, so
 * always; below it (a phone) it is off screen behind the menu button, so from the first time the
 * menu opens, then kept (it slides out when closed). On a phone the sidebar is half of the frame's
 * elements: its render was a quarter of a signed-in page's first render, for nothing on screen
 * (docs/performance.md).
 */
export function useNavbarShown(opened: boolean): boolean {
  // Read at the first render: a phone never renders the sidebar to remove it. Not in the build's
  // prerendered frame (no window): it would be half its elements, on screen from md up only.
  const wide = useOnScreen({ visibleFrom: 'md' }, { withoutWindow: false });
  const openedOnce = useOpenedOnce(opened);
  return wide || openedOnce;
}
