/**
 * The active booster queue (spec 02 §3 "Booster (active): end_time, multiplier, type"; §4 "Active booster"; §9
 * "Booster countdown tick 1 s").
 *
 * "The queue is sorted by highest multiplier first, with a one-second countdown. When seconds left reach zero or
 * below, the head is removed and the next becomes active. When the queue is empty the countdown stops. A booster can
 * be added to the queue at runtime."
 *
 * Read together: only the head counts down; the others wait with their time intact. A booster added with a higher
 * multiplier than the head's goes to the front and becomes active, and the one it displaced keeps its remaining
 * time. Equal multipliers keep arrival order (first granted, first used), which the spec leaves open.
 *
 * Two forms of one rule: `boosterTimeline` (server: from the grants, what is active at any instant, so an award
 * gets the right multiplier) and `boosterQueueReducer` (browser: the ticking widget). Wire times are epoch
 * seconds, like the spec's start_date.
 */

export const BOOSTER_COUNTDOWN_TICK_MS = 1000;
export const DEFAULT_BOOSTER_MULTIPLIER = 2;
/** The spec shows "2x Booster applied - N min" but no length; 30 minutes leaves room for the red last 5 minutes. */
export const DEFAULT_BOOSTER_DURATION_SECONDS = 30 * 60;

export interface BoosterGrant {
  id: string;
  multiplier: number;
  duration_seconds: number;
  /** Epoch seconds at which the booster joined the queue. */
  granted_at: number;
  type: string;
}

export interface ScheduledBooster {
  id: string;
  multiplier: number;
  type: string;
  seconds_left: number;
  /** When it will end if nothing with a higher multiplier arrives (the head's is exact). */
  end_time: number;
}

/** Highest multiplier first; equal multipliers in the order they were granted; then id, so order is total. */
function byPriority(a: BoosterGrant, b: BoosterGrant): number {
  return (
    b.multiplier - a.multiplier || a.granted_at - b.granted_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * The queue at `now` (epoch seconds): head first. Boosters granted after `now` are not in it; used-up ones are
 * gone. Simulates the queue from the first grant, one interval between grants at a time.
 */
export function boosterTimeline(grants: readonly BoosterGrant[], now: number): ScheduledBooster[] {
  const arrivals = grants.filter((g) => g.granted_at <= now).sort((a, b) => a.granted_at - b.granted_at);
  const left = new Map<string, number>();
  const pool: BoosterGrant[] = [];
  let clock = arrivals[0]?.granted_at ?? now;
  let next = 0;
  while (clock < now || next < arrivals.length) {
    while (next < arrivals.length && arrivals[next]!.granted_at <= clock) {
      const g = arrivals[next++]!;
      pool.push(g);
      left.set(g.id, g.duration_seconds);
    }
    const until = Math.min(now, arrivals[next]?.granted_at ?? now);
    // Spend the time up to the next arrival (or now) on the queue, head first.
    pool.sort(byPriority);
    while (clock < until && pool.length > 0) {
      const head = pool[0]!;
      const spend = Math.min(until - clock, left.get(head.id)!);
      clock += spend;
      left.set(head.id, left.get(head.id)! - spend);
      if (left.get(head.id)! <= 0) pool.shift();
    }
    clock = Math.max(clock, until);
    if (clock >= now && next >= arrivals.length) break;
  }
  pool.sort(byPriority);
  let end = now;
  return pool.map((g) => {
    const secondsLeft = left.get(g.id)!;
    end += secondsLeft;
    return { id: g.id, multiplier: g.multiplier, type: g.type, seconds_left: secondsLeft, end_time: end };
  });
}

/** The multiplier that applies to an award earned at `at`: the head's, or 1 without an active booster. */
export function multiplierAt(grants: readonly BoosterGrant[], at: number): number {
  return boosterTimeline(grants, at)[0]?.multiplier ?? 1;
}

// ---- Browser: the ticking queue ----

export interface QueuedBooster {
  multiplier: number;
  type: string;
  seconds_left: number;
}

export interface BoosterQueueState {
  /** Head first; the head is the active booster. */
  queue: QueuedBooster[];
}

/** A booster as the experience summary lists it (details.boosters), in queue order. */
export interface WireBooster {
  end_time: number;
  multiplier: number;
  type: string;
}

export type BoosterQueueAction =
  | { type: 'loaded'; boosters: readonly WireBooster[]; now: number }
  | { type: 'added'; booster: { multiplier: number; type: string; duration_seconds: number } }
  | { type: 'tick' };

/**
 * Loaded lists carry projected end times in queue order, so each booster's own length is the gap from the previous
 * end (or from now for the head). Sorting afterwards is stable, so a server list already in order stays as it is.
 */
export function queueFromWire(boosters: readonly WireBooster[], now: number): QueuedBooster[] {
  let previousEnd = now;
  const queue: QueuedBooster[] = [];
  for (const b of boosters) {
    const secondsLeft = Math.floor(b.end_time - Math.max(now, previousEnd));
    previousEnd = Math.max(previousEnd, b.end_time);
    if (secondsLeft > 0) queue.push({ multiplier: b.multiplier, type: b.type, seconds_left: secondsLeft });
  }
  return queue.sort((a, b) => b.multiplier - a.multiplier);
}

export function boosterQueueReducer(state: BoosterQueueState, action: BoosterQueueAction): BoosterQueueState {
  switch (action.type) {
    case 'loaded':
      return { queue: queueFromWire(action.boosters, action.now) };
    case 'added': {
      const b = action.booster;
      if (b.duration_seconds <= 0) return state;
      const item = { multiplier: b.multiplier, type: b.type, seconds_left: b.duration_seconds };
      // After every booster with the same or a higher multiplier: a higher one goes first, ties keep arrival order.
      const at = state.queue.findIndex((q) => q.multiplier < b.multiplier);
      const queue = [...state.queue];
      queue.splice(at === -1 ? queue.length : at, 0, item);
      return { queue };
    }
    case 'tick': {
      const [head, ...rest] = state.queue;
      if (!head) return state;
      const secondsLeft = head.seconds_left - 1;
      return { queue: secondsLeft <= 0 ? rest : [{ ...head, seconds_left: secondsLeft }, ...rest] };
    }
  }
}

export function activeBooster(state: BoosterQueueState): QueuedBooster | null {
  return state.queue[0] ?? null;
}

/** The countdown runs while anything is queued and stops when the queue is empty. */
export function isCountingDown(state: BoosterQueueState): boolean {
  return state.queue.length > 0;
}
