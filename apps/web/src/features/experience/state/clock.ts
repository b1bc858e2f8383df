/**
 * The clock the experience feature's timers run on: real time in the app, a hand-driven one in tests (no waiting
 * and no timing thresholds in unit tests). Times are epoch milliseconds.
 */
export interface Clock {
  now(): number;
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let current: Clock = realClock;

export function engagementClock(): Clock {
  return current;
}

/** Tests only: swap the clock (pass nothing to go back to real time). */
export function setClockForTests(clock: Clock = realClock): void {
  current = clock;
}

/** A clock a test moves by hand: `advance(ms)` runs every timer falling due on the way, in order. */
export function manualClock(start = Date.UTC(2026, 2, 2, 6, 30)) {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock = {
    now: () => now,
    set(run: () => void, ms: number) {
      const id = next++;
      timers.set(id, { at: now + Math.max(0, ms), run });
      return id;
    },
    clear(handle: unknown) {
      timers.delete(handle as number);
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0]);
        const first = due[0];
        if (!first) break;
        timers.delete(first[0]);
        now = Math.max(now, first[1].at);
        first[1].run();
      }
      now = end;
    },
    pending: () => timers.size,
  };
  return clock;
}
