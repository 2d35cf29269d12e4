import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiNodeFlags, REPO_ROOT } from '../../../scripts/build-inputs.mjs';

/** The most bytes V8 lets a `node` started with `flags` hold in its heap. */
function heapLimitWith(flags: string[]): number {
  const run = spawnSync(
    process.execPath,
    [...flags, '-e', "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))"],
    { encoding: 'utf8' },
  );
  expect(run.status).toBe(0);
  return Number(run.stdout);
}

describe('the API process flags (npm start)', () => {
  it('start the API with a 32 MiB young generation semi-space, in both start scripts', () => {
    const flags = apiNodeFlags();
    expect(flags).toContain('--max-semi-space-size=32');
    const apiStart: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/api/package.json'), 'utf8'))
      .scripts.start;
    for (const flag of flags) expect(apiStart.split(/\s+/)).toContain(flag);
  });

  it('reach V8: the heap limit grows with the young generation (by 3 x 16 MiB on Node 20)', () => {
    const grown = heapLimitWith(apiNodeFlags()) - heapLimitWith([]);
    expect(grown).toBeGreaterThanOrEqual(16 * 1024 * 1024);
  });
});
