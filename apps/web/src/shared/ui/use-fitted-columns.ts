import { useState } from 'react';
import type { ColumnView, TableView } from './table-view.ts';

const priorityOf = <T>(column: ColumnView<T>) => column.columnDef.meta?.priority ?? 0;

/**
 * How a table shows in the width it has. Where it did not fit, the columns with a
 * `meta.priority` are hidden one by one, lowest priority first; past the last of them (or below
 * `cardsBelow`) its rows become cards. The width the table needed with each number of columns
 * hidden is remembered, so a wider space brings the columns back.
 */
export function useFittedColumns<T>(table: TableView<T>, width: number, cardsBelow: number) {
  // needs[k]: the width the table took, with k columns hidden, the last time it did not fit.
  const [needs, setNeeds] = useState<number[]>([]);
  const optional = table
    .getVisibleLeafColumns()
    .filter((column) => column.columnDef.meta?.priority !== undefined)
    .sort((a, b) => priorityOf(a) - priorityOf(b));
  let hidden = 0;
  while (hidden <= optional.length && (needs[hidden] ?? 0) > width) hidden++;
  const cards = width > 0 && (width < cardsBelow || hidden > optional.length);
  const hiddenIds = new Set(optional.slice(0, hidden).map((column) => column.id));
  /** Tells the width the table took as shown: wider than its space, the next layout hides more. */
  const measured = (tableWidth: number) => {
    if (width === 0 || cards || tableWidth <= width + 1 || needs[hidden] === tableWidth) return;
    setNeeds((current) => {
      const next = [...current];
      next[hidden] = tableWidth;
      return next;
    });
  };
  return { cards, hiddenIds, measured };
}
