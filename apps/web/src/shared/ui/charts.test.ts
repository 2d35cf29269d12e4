import { produce } from 'immer';
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';

/** What recharts does after a bar chart's first render: its store keeps the series' props, children included. */
function keepInChartStore(children: unknown) {
  return produce({ legend: [] as unknown[] }, (draft) => {
    draft.legend.push({ payload: { dataKey: 'mtn', children } });
  });
}

/** Mantine's BarChart gives each bar a recharts `Cell` element, a component that renders nothing. */
const Cell = () => null;

describe('the chart chunk', () => {
  it('leaves the elements a chart keeps in its store writable, so Preact can unmount them', async () => {
    await import('./charts.tsx');
    const root = document.createElement('div');
    const cells = [h(Cell, { key: 'day-1' }), h(Cell, { key: 'day-2' })];
    render(h('svg', null, cells), root);
    keepInChartStore(cells);

    // Frozen, this threw "Cannot assign to read only property '__'" (Preact clears the parent field).
    expect(() => render(null, root)).not.toThrow();
    expect(root.innerHTML).toBe('');
  });

  it('leaves them writable before their first render too, so Preact can mount them', async () => {
    await import('./charts.tsx');
    const root = document.createElement('div');
    const cells = [h(Cell, { key: 'day-1' })];
    keepInChartStore(cells);

    expect(() => render(h('svg', null, cells), root)).not.toThrow();
    expect(root.querySelector('svg')).not.toBeNull();
  });
});
