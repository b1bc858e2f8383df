import { describe, expect, it } from 'vitest';
import {
  advance,
  initialRewardToastState,
  nextWakeAt,
  rewardToastReducer,
  type RewardToast,
  type RewardToastAction,
  type RewardToastState,
} from './reward-toasts.ts';

const exp = (id: string, type = 'Problem submitted'): RewardToast => ({
  id,
  notification_type: 'EXPERIENCE_POINTS_ADDED',
  type,
  points: 10,
});
const streak = (id: string): RewardToast => ({
  id,
  notification_type: 'DAILY_STREAK_UPGRADED',
  type: 'Streak',
});

function run(
  actions: RewardToastAction[],
  from: RewardToastState = initialRewardToastState,
): RewardToastState {
  return actions.reduce(rewardToastReducer, from);
}

/** What is on screen at each instant. */
function visibleAt(s: RewardToastState, times: number[]): (string | null)[] {
  return times.map((t) => advance(s, t).visible?.toast.id ?? null);
}

describe('reward toast timing', () => {
  it('waits 1 s before queueing, shows 4 s, then a 1 s gap before the next', () => {
    const s = run([
      { type: 'received', toast: exp('a'), at: 0 },
      { type: 'received', toast: exp('b', 'Received 3 upvotes'), at: 200 },
    ]);
    expect(visibleAt(s, [999, 1000, 4999, 5000, 5999, 6000, 9999, 10_000])).toEqual([
      null,
      'a',
      'a',
      null,
      null,
      'b',
      'b',
      null,
    ]);
    expect(advance(s, 6000).visible).toEqual({
      toast: exp('b', 'Received 3 upvotes'),
      shown_at: 6000,
      hide_at: 10_000,
    });
  });

  it('does not depend on how often it is advanced', () => {
    const s = run([
      { type: 'received', toast: exp('a'), at: 0 },
      { type: 'received', toast: exp('b', 'x'), at: 0 },
      { type: 'received', toast: exp('c', 'y'), at: 0 },
    ]);
    let stepped = s;
    for (let t = 0; t <= 20_000; t += 250) stepped = advance(stepped, t);
    expect(stepped).toEqual(advance(s, 20_000));
    expect(advance(s, 20_000).seen_outbox).toEqual(['a', 'b', 'c']);
  });

  it('a daily streak upgrade stays until dismissed; the gap runs from the dismissal', () => {
    let s = run([
      { type: 'received', toast: streak('s'), at: 0 },
      { type: 'received', toast: exp('a'), at: 0 },
    ]);
    expect(visibleAt(s, [1000, 60_000])).toEqual(['s', 's']);
    expect(nextWakeAt(advance(s, 1000))).toBeNull();
    s = run([{ type: 'dismissed', at: 60_000 }], s);
    expect(visibleAt(s, [60_999, 61_000, 65_000])).toEqual([null, 'a', null]);
  });

  it('a dismissed ordinary toast frees the screen after the gap', () => {
    const s = run([
      { type: 'received', toast: exp('a'), at: 0 },
      { type: 'received', toast: exp('b', 'x'), at: 0 },
      { type: 'dismissed', at: 2000 },
    ]);
    expect(visibleAt(s, [2500, 3000])).toEqual([null, 'b']);
  });

  it('waits while an overlay is queued', () => {
    const s = run([
      { type: 'overlay', queued: true, at: 0 },
      { type: 'received', toast: exp('a'), at: 0 },
      { type: 'overlay', queued: false, at: 8000 },
    ]);
    expect(visibleAt(s, [8000, 11_999, 12_000])).toEqual(['a', 'a', null]);
    const held = run([
      { type: 'overlay', queued: true, at: 0 },
      { type: 'received', toast: exp('a'), at: 0 },
    ]);
    expect(visibleAt(held, [30_000])).toEqual([null]);
  });
});

describe('welcome bonus merge', () => {
  it('merges into a pending problem-submitted toast as its additional toast', () => {
    const s = run([
      { type: 'received', toast: exp('p'), at: 0 },
      { type: 'received', toast: exp('w', 'Welcome bonus'), at: 500 },
    ]);
    const shown = advance(s, 1000);
    expect(shown.visible?.toast).toEqual({ ...exp('p'), additional_toast: exp('w', 'Welcome bonus') });
    expect(shown.seen_outbox).toEqual(['p', 'w']);
    expect(advance(s, 10_000).visible).toBeNull();
  });

  it('also merges into one already queued behind another toast', () => {
    const s = run([
      { type: 'received', toast: exp('first', 'x'), at: 0 },
      { type: 'received', toast: exp('p'), at: 0 },
      { type: 'received', toast: exp('w', 'Welcome bonus'), at: 2000 },
    ]);
    expect(advance(s, 2000).queue).toEqual([{ ...exp('p'), additional_toast: exp('w', 'Welcome bonus') }]);
  });

  it('a welcome bonus with no pending problem-submitted toast queues on its own', () => {
    const s = run([
      { type: 'received', toast: exp('p'), at: 0 },
      { type: 'received', toast: exp('w', 'Welcome bonus'), at: 1500 },
    ]);
    expect(visibleAt(s, [1500, 6000])).toEqual(['p', 'w']);
    expect(advance(s, 1500).visible?.toast.additional_toast).toBeUndefined();
  });
});

describe('seen outbox', () => {
  it('lists shown toasts until flushed', () => {
    let s = advance(run([{ type: 'received', toast: exp('a'), at: 0 }]), 1000);
    expect(s.seen_outbox).toEqual(['a']);
    s = run([{ type: 'seen_flushed', ids: ['a'] }], s);
    expect(s.seen_outbox).toEqual([]);
  });
});

describe('late actions', () => {
  it('a toast received with a past time never shows before the state clock', () => {
    let s = advance(run([{ type: 'received', toast: exp('a'), at: 0 }]), 3000);
    s = run([{ type: 'received', toast: exp('b', 'x'), at: 100 }], s);
    const later = advance(s, 10_000);
    expect(advance(s, 6000).visible?.toast.id).toBe('b');
    expect(advance(s, 6000).visible?.shown_at).toBe(6000);
    expect(later.clock).toBe(10_000);
  });
});
