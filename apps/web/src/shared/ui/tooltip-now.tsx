import { Tooltip, type TooltipProps } from '@mantine/core';
import type { Wake } from './on-first-use.tsx';

/** Mantine's tooltip, shown at once if the pointer is still over what woke it (lazy-tooltip.tsx). */
export function TooltipNow({ wake, ...props }: TooltipProps & { wake: Wake | null }) {
  const hovered = wake?.by === 'hover' && wake.element.matches(':hover');
  return <Tooltip {...props} defaultOpened={hovered || undefined} />;
}
