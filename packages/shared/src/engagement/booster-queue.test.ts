import { describe, expect, it } from 'vitest';
import {
  activeBooster,
  boosterQueueReducer,
  boosterTimeline,
  isCountingDown,
  multiplierAt,
  queueFromWire,
  type BoosterGrant,
  type BoosterQueueAction,
  type BoosterQueueState,
} from './booster-queue.ts';

const g = (id: string, multiplier: number, duration: number, at: number): BoosterGrant => ({
  id,
  multiplier,
  duration_seconds: duration,
  granted_at: at,
  type: `${multiplier}x`,
});

describe('boosterTimeline', () => {
  it('is empty without grants', () => {
    expect(boosterTimeline([], 1000)).toEqual([]);
  });

  it('counts down the only booster and drops it at expiry', () => {
    const grants = [g('a', 2, 600, 1000)];
    expect(boosterTimeline(grants, 999)).toEqual([]);
    expect(boosterTimeline(grants, 1000)).toEqual([
      { id: 'a', multiplier: 2, type: '2x', seconds_left: 600, end_time: 1600 },
    ]);
    expect(boosterTimeline(grants, 1599)[0]).toMatchObject({ seconds_left: 1, end_time: 1600 });
    expect(boosterTimeline(grants, 1600)).toEqual([]);
  });

  it('orders the queue by highest multiplier and projects end times one after another', () => {
    const grants = [g('two', 2, 300, 0), g('three', 3, 100, 0)];
    expect(boosterTimeline(grants, 0)).toEqual([
      { id: 'three', multiplier: 3, type: '3x', seconds_left: 100, end_time: 100 },
      { id: 'two', multiplier: 2, type: '2x', seconds_left: 300, end_time: 400 },
    ]);
    // The next becomes active when the head expires.
    expect(boosterTimeline(grants, 150)).toEqual([
      { id: 'two', multiplier: 2, type: '2x', seconds_left: 250, end_time: 400 },
    ]);
  });

  it('a higher booster arriving later takes over; the displaced one keeps its time', () => {
    const grants = [g('two', 2, 300, 0), g('five', 5, 60, 100)];
    expect(boosterTimeline(grants, 130).map((b) => [b.id, b.seconds_left])).toEqual([
      ['five', 30],
      ['two', 200],
    ]);
    expect(boosterTimeline(grants, 160).map((b) => [b.id, b.seconds_left])).toEqual([['two', 200]]);
    expect(boosterTimeline(grants, 359)).toHaveLength(1);
    expect(boosterTimeline(grants, 360)).toEqual([]);
  });

  it('equal multipliers are used first granted, first served', () => {
    const grants = [g('late', 2, 100, 50), g('early', 2, 100, 0)];
    expect(boosterTimeline(grants, 60).map((b) => [b.id, b.seconds_left])).toEqual([
      ['early', 40],
      ['late', 100],
    ]);
  });

  it('a gap with no booster leaves nothing active until the next grant', () => {
    const grants = [g('a', 2, 10, 0), g('b', 3, 10, 100)];
    expect(boosterTimeline(grants, 50)).toEqual([]);
    expect(boosterTimeline(grants, 105).map((b) => [b.id, b.seconds_left])).toEqual([['b', 5]]);
  });

  it.each([
    [0, 2],
    [99, 2],
    [100, 5],
    [159, 5],
    [160, 2],
    [359, 2],
    [360, 1],
    [-1, 1],
  ])('an award at %s gets multiplier %s', (at, multiplier) => {
    expect(multiplierAt([g('two', 2, 300, 0), g('five', 5, 60, 100)], at)).toBe(multiplier);
  });
});

function run(actions: BoosterQueueAction[], from: BoosterQueueState = { queue: [] }): BoosterQueueState {
  return actions.reduce(boosterQueueReducer, from);
}
const tick: BoosterQueueAction = { type: 'tick' };

describe('boosterQueueReducer', () => {
  it('loads the experience summary list into remaining seconds per booster', () => {
    expect(
      queueFromWire(
        [
          { end_time: 1100, multiplier: 3, type: 'x' },
          { end_time: 1400, multiplier: 2, type: 'y' },
          { end_time: 900, multiplier: 2, type: 'expired' },
        ],
        1000,
      ),
    ).toEqual([
      { multiplier: 3, type: 'x', seconds_left: 100 },
      { multiplier: 2, type: 'y', seconds_left: 300 },
    ]);
  });

  it('ticks the head only; at zero the next becomes active; empty stops the countdown', () => {
    let s = run([
      { type: 'added', booster: { multiplier: 2, type: 'a', duration_seconds: 2 } },
      { type: 'added', booster: { multiplier: 3, type: 'b', duration_seconds: 1 } },
    ]);
    expect(activeBooster(s)).toEqual({ multiplier: 3, type: 'b', seconds_left: 1 });
    s = run([tick], s);
    expect(activeBooster(s)).toEqual({ multiplier: 2, type: 'a', seconds_left: 2 });
    s = run([tick], s);
    expect(activeBooster(s)?.seconds_left).toBe(1);
    expect(isCountingDown(s)).toBe(true);
    s = run([tick], s);
    expect(activeBooster(s)).toBeNull();
    expect(isCountingDown(s)).toBe(false);
    expect(run([tick], s)).toEqual({ queue: [] });
  });

  it('a booster added at runtime is placed by multiplier, after equals', () => {
    const s = run([
      { type: 'added', booster: { multiplier: 2, type: 'first', duration_seconds: 10 } },
      { type: 'added', booster: { multiplier: 1.5, type: 'low', duration_seconds: 10 } },
      { type: 'added', booster: { multiplier: 2, type: 'second', duration_seconds: 10 } },
      { type: 'added', booster: { multiplier: 4, type: 'top', duration_seconds: 10 } },
      { type: 'added', booster: { multiplier: 3, type: 'empty', duration_seconds: 0 } },
    ]);
    expect(s.queue.map((q) => q.type)).toEqual(['top', 'first', 'second', 'low']);
  });

  it('agrees with the server timeline', () => {
    const grants = [g('two', 2, 300, 0), g('five', 5, 60, 100)];
    let s = run([{ type: 'added', booster: { multiplier: 2, type: '2x', duration_seconds: 300 } }]);
    for (let t = 0; t < 100; t += 1) s = run([tick], s);
    s = run([{ type: 'added', booster: { multiplier: 5, type: '5x', duration_seconds: 60 } }], s);
    for (let t = 100; t < 250; t += 1) s = run([tick], s);
    expect(s.queue).toEqual(
      boosterTimeline(grants, 250).map((b) => ({
        multiplier: b.multiplier,
        type: b.type,
        seconds_left: b.seconds_left,
      })),
    );
  });
});
