import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIntlWarmup } from './intl-warmup.ts';

describe('startIntlWarmup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the warm-up worker as a module, and nothing waits for it', () => {
    const started: { url: string; options?: WorkerOptions }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    expect(startIntlWarmup()).toBeUndefined();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/intl-warmup\.worker\.ts/);
    expect(started[0]!.options).toEqual({ type: 'module' });
  });

  it('does nothing without workers, and a refused worker does not stop the start', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => startIntlWarmup()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => startIntlWarmup()).not.toThrow();
  });
});
