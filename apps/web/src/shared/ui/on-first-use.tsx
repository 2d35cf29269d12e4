import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type MouseEvent as ReactMouseEvent,
  useState,
} from 'react';

/** What woke the real component: a click, the pointer over it, the focus; and on which element. */
export type Wake = { by: 'click' | 'hover' | 'focus'; element: HTMLElement };

type Handlers = {
  onClick?: (event: ReactMouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A component whose module loads on first use: until then `placeholder` (the same button or field,
 * drawn by what the first paint already has) stands in its place. The interactions in `swapOn` load
 * the module and put the real component in its place, told what woke it (`wake`: a menu opens if
 * clicked, a tooltip shows if hovered, a field takes the focus and the text typed); the others only
 * start the download. Mantine's menus, popovers, tooltips and comboboxes bring the positioning
 * library: about 25 KB gzipped no page needs for its first paint (docs/performance.md).
 *
 * Once loaded, every instance mounted afterwards renders the real component at once.
 */
export function onFirstUse<P extends object>(
  load: () => Promise<ComponentType<P & { wake: Wake | null }>>,
  swapOn: readonly Wake['by'][],
): ComponentType<P & { placeholder: ReactElement }> {
  let loaded: ComponentType<P & { wake: Wake | null }> | undefined;
  let pending: Promise<ComponentType<P & { wake: Wake | null }>> | undefined;
  const fetchModule = () => {
    pending ??= load().then((type) => {
      loaded = type;
      return type;
    });
    pending.catch(() => {
      pending = undefined; // asked again at the next use (vite:preloadError reloads the page)
    });
    return pending;
  };
  return function OnFirstUse({ placeholder, ...props }: P & { placeholder: ReactElement }) {
    const [state, setState] = useState(() => ({ type: loaded, wake: null as Wake | null }));
    if (state.type) return <state.type {...(props as P)} wake={state.wake} />;
    const use =
      <E extends { currentTarget: HTMLElement }>(by: Wake['by'], own: ((event: E) => void) | undefined) =>
      (event: E) => {
        own?.(event);
        const element = event.currentTarget;
        const fetched = fetchModule();
        if (swapOn.includes(by))
          fetched.then(
            (type) => setState((s) => (s.type ? s : { type, wake: { by, element } })),
            () => {},
          );
        else fetched.catch(() => {});
      };
    const own = placeholder.props as Handlers;
    return cloneElement(placeholder as ReactElement<Handlers>, {
      onClick: use('click', own.onClick),
      onPointerEnter: use('hover', own.onPointerEnter),
      onFocus: use('focus', own.onFocus),
    });
  };
}
