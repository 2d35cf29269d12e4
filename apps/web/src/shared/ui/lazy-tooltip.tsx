import type { TooltipProps } from '@mantine/core';
import type { ReactElement } from 'react';
import { onFirstUse } from './on-first-use.tsx';

const TooltipOnUse = onFirstUse<TooltipProps>(
  () => import('./tooltip-now.tsx').then((m) => m.TooltipNow),
  ['hover'],
);

/**
 * Mantine's `Tooltip`, loaded when the pointer first reaches its target (the focus only starts the
 * download: swapping the target under the focus would lose it; the target is named for screen
 * readers anyway). Until then the target alone, the same element.
 */
export function LazyTooltip(props: TooltipProps & { children: ReactElement }) {
  return <TooltipOnUse {...props} placeholder={props.children} />;
}
