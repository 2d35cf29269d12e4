/**
 * Simulated time. Every date the simulator shows and every delayed state change (a push
 * approved after 5 s, a hanging request, a Wave session expiring) reads this clock, so
 * tests move time with the control plane instead of waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch, simulated. */
  now(): number;
  /** Moves simulated time forward. */
  advance(ms: number): void;
  /** Whether time also passes on its own (then due tasks also fire on real timers). */
  readonly realTime: boolean;
}

/** Wall-clock time plus whatever the control plane added: the default for `npm start`. */
export function systemClock(): Clock {
  let offset = 0;
  return {
    realTime: true,
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}

/** Time that only moves when told: deterministic tests. */
export function manualClock(start: number | Date = Date.UTC(2025, 0, 6, 9, 0, 0)): Clock {
  let now = typeof start === 'number' ? start : start.getTime();
  return {
    realTime: false,
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}

interface Task {
  readonly id: number;
  readonly at: number;
  readonly run: () => void;
  readonly release?: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Runs work at simulated instants. Due tasks run when the clock is advanced through the
 * scheduler, on any request (see server.ts), and, with a real-time clock, on real timers.
 */
export class Scheduler {
  readonly #tasks = new Map<number, Task>();
  #nextId = 1;
  /**
   * No task is due before this instant (after a cancel it may be earlier than the next task):
   * a request then costs no scan of the tasks, however many wait (e.g. a Wave session's expiry).
   */
  #nextAt = Number.POSITIVE_INFINITY;

  constructor(readonly clock: Clock) {}

  /** Runs `run` once `delayMs` of simulated time has passed; returns a cancel function. */
  after(delayMs: number, run: () => void, release?: () => void): () => void {
    const task: Task = { id: this.#nextId++, at: this.clock.now() + Math.max(0, delayMs), run, release };
    if (this.clock.realTime) {
      task.timer = setTimeout(() => this.runDue(), Math.min(Math.max(0, delayMs), 2_147_483_647));
      task.timer.unref?.();
    }
    this.#tasks.set(task.id, task);
    if (task.at < this.#nextAt) this.#nextAt = task.at;
    return () => this.#drop(task.id);
  }

  /** Resolves true after `ms` of simulated time, or false if released early (reset, shutdown). */
  sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      this.after(
        ms,
        () => resolve(true),
        () => resolve(false),
      );
    });
  }

  /** Moves the clock and runs everything that became due, in time order. */
  advance(ms: number): number {
    this.clock.advance(ms);
    return this.runDue();
  }

  /** Runs every task due at the clock's current time; returns how many ran. */
  runDue(): number {
    let ran = 0;
    for (;;) {
      const now = this.clock.now();
      if (now < this.#nextAt) return ran;
      let next: Task | undefined;
      let nextAt = Number.POSITIVE_INFINITY;
      for (const task of this.#tasks.values()) {
        if (task.at > now) {
          if (task.at < nextAt) nextAt = task.at;
        } else if (!next || task.at < next.at || (task.at === next.at && task.id < next.id)) {
          next = task;
        }
      }
      if (!next) {
        this.#nextAt = nextAt;
        return ran;
      }
      this.#drop(next.id);
      next.run();
      ran++;
    }
  }

  /** Forgets every task; sleepers are woken with false. */
  clear(): void {
    const tasks = [...this.#tasks.values()];
    this.#tasks.clear();
    this.#nextAt = Number.POSITIVE_INFINITY;
    for (const task of tasks) {
      if (task.timer) clearTimeout(task.timer);
      task.release?.();
    }
  }

  get size(): number {
    return this.#tasks.size;
  }

  #drop(id: number): void {
    const task = this.#tasks.get(id);
    if (task?.timer) clearTimeout(task.timer);
    this.#tasks.delete(id);
  }
}
