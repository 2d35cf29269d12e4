import type { CSSProperties } from 'react';

/**
 * Mantine's table look on plain `<table>` elements, for the lists (`DataTable`). Mantine's `Table`
 * module carries `Table.ScrollContainer`, which brings `ScrollArea` and most of `@floating-ui/react`
 * (about 17 KB gzipped) to every page with a list, /transactions' first load among them
 * (docs/performance.md). The look itself is Mantine's stylesheet, already on every page: these are
 * the classes and attributes its `Table` gives each element. `table-look.test.tsx` renders Mantine's
 * `Table` beside them, so an upgrade that renames a class fails there, not on screen.
 */
const CLASSES = {
  table: 'm_b23fa0ef mantine-Table-table',
  thead: 'm_b242d975 mantine-Table-thead',
  tbody: 'm_b2404537 mantine-Table-tbody',
  tr: 'm_4e7aa4fd mantine-Table-tr',
  th: 'm_4e7aa4f3 mantine-Table-th',
  td: 'm_4e7aa4ef mantine-Table-td',
} as const;

type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The attributes of each part of a table: Mantine's `<Table striped highlightOnHover verticalSpacing>`. */
export function tableLook({
  striped,
  highlightOnHover,
  verticalSpacing,
}: {
  striped: boolean;
  highlightOnHover: boolean;
  verticalSpacing: Spacing;
}) {
  return {
    table: {
      className: CLASSES.table,
      style: { '--table-vertical-spacing': `var(--mantine-spacing-${verticalSpacing})` } as CSSProperties,
    },
    thead: { className: CLASSES.thead },
    tbody: { className: CLASSES.tbody },
    tr: {
      className: CLASSES.tr,
      'data-with-row-border': 'true',
      ...(striped ? { 'data-striped': 'odd' } : {}),
      ...(highlightOnHover ? { 'data-hover': 'true' } : {}),
    },
    th: { className: CLASSES.th },
    td: { className: CLASSES.td },
  };
}
