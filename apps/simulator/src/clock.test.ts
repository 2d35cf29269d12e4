import { describe, expect, it } from 'vitest';
import { manualClock, Scheduler } from './clock.ts';

describe('Scheduler on a manual clock', () => {
  it('runs due tasks in time order only when time passes', () => {
    const scheduler = new Scheduler(manualClock(0));
    const ran: string[] = [];
    scheduler.after(200, () => ran.push('b'));
    scheduler.after(100, () => ran.push('a'));
    const cancel = scheduler.after(150, () => ran.push('cancelled'));
    cancel();
    expect(scheduler.advance(99)).toBe(0);
    expect(scheduler.advance(200)).toBe(2);
    expect(ran).toEqual(['a', 'b']);
  });

  it('wakes sleepers with false when cleared', async () => {
    const scheduler = new Scheduler(manualClock(0));
    const sleeping = scheduler.sleep(1_000);
    scheduler.clear();
    expect(await sleeping).toBe(false);
  });
});
