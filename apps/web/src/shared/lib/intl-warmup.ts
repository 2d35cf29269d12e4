/**
 * Starts a worker that loads the ICU data (warm-intl.ts) while the main thread downloads the page's
 * code and waits for its data: otherwise the first amount the page formats pays for it in the middle
 * of a render (a long task: 57 ms of the dashboard's, 200 ms of the transactions list's, on the bench
 * machine; docs/performance.md). Nothing waits for it; without workers the main thread loads the data
 * when it first needs it, as before.
 */
export function startIntlWarmup(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A browser that refuses the worker formats as before.
  }
}
