/**
 * A ResizeObserver reporting the space `width()` gives at once (jsdom lays nothing out), for the
 * components that fit themselves to their width (`DataTable`).
 */
export function sizedObserver(width: () => number) {
  return class SizedObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const w = width();
      const size = { inlineSize: w, blockSize: 400 };
      const contentRect = { x: 0, y: 0, top: 0, left: 0, bottom: 400, right: w, width: w, height: 400 };
      this.callback(
        [{ target, contentRect, borderBoxSize: [size], contentBoxSize: [size] } as never],
        this as never,
      );
    }
    unobserve() {}
    disconnect() {}
  };
}
