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

  it('still runs later tasks after the earliest was cancelled, and tasks that running ones add', () => {
    const scheduler = new Scheduler(manualClock(0));
    const ran: string[] = [];
    const cancel = scheduler.after(10, () => ran.push('cancelled'));
    scheduler.after(20, () => {
      ran.push('a');
      scheduler.after(0, () => ran.push('a-then'));
      scheduler.after(50, () => ran.push('later'));
    });
    scheduler.after(30, () => ran.push('b'));
    cancel();
    expect(scheduler.advance(15)).toBe(0);
    expect(scheduler.advance(15)).toBe(3);
    expect(ran).toEqual(['a', 'b', 'a-then']);
    expect(scheduler.advance(49)).toBe(0);
    expect(scheduler.advance(1)).toBe(1);
    expect(ran.at(-1)).toBe('later');
    expect(scheduler.size).toBe(0);
  });

  it('wakes sleepers with false when cleared', async () => {
    const scheduler = new Scheduler(manualClock(0));
    const sleeping = scheduler.sleep(1_000);
    scheduler.clear();
    expect(await sleeping).toBe(false);
  });
});
