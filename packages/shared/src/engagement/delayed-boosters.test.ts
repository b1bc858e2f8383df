import { describe, expect, it } from 'vitest';
import {
  checkApplyDelayedBooster,
  dailyTargetBoosterWindow,
  delayedBoosterStage,
  isDelayedPopupOpen,
  nextDelayedBoosterChange,
  splitDelayedBoosters,
  type DelayedBooster,
} from './delayed-boosters.ts';

const b = (id: number, unlock: number, expiry: number): DelayedBooster => ({
  id,
  unlock_time: unlock,
  expiry_time: expiry,
  multiplier: 2,
});

describe('delayedBoosterStage', () => {
  it.each([
    [99, 'delayed'],
    [100, 'unlocked'],
    [199, 'unlocked'],
    [200, 'expired'],
  ])('at %s the booster is %s', (now, stage) => {
    expect(delayedBoosterStage(b(1, 100, 200), now)).toBe(stage);
  });
});

describe('splitDelayedBoosters', () => {
  const all = [b(1, 500, 900), b(2, 100, 800), b(3, 300, 400), b(4, 50, 150), b(5, 400, 1000)];

  it('moves unlocked boosters to the unlocked list sorted by expiry and drops expired ones', () => {
    const lists = splitDelayedBoosters(all, 350);
    expect(lists.delayed_boosters.map((x) => x.id)).toEqual([5, 1]);
    expect(lists.unlocked_boosters.map((x) => x.id)).toEqual([3, 2]);
  });

  it('later the delayed ones unlock and the early ones expire', () => {
    const lists = splitDelayedBoosters(all, 600);
    expect(lists.delayed_boosters).toEqual([]);
    expect(lists.unlocked_boosters.map((x) => x.id)).toEqual([2, 1, 5]);
  });

  it('knows when the lists change next', () => {
    expect(nextDelayedBoosterChange(all, 350)).toBe(400);
    expect(nextDelayedBoosterChange(all, 1000)).toBeNull();
  });
});

describe('popup and apply', () => {
  it('the popup closes itself when unlock time passes', () => {
    expect(isDelayedPopupOpen(b(1, 100, 200), 99)).toBe(true);
    expect(isDelayedPopupOpen(b(1, 100, 200), 100)).toBe(false);
  });

  it.each([
    [50, { ok: false, reason: 'LOCKED' }],
    [150, { ok: true }],
    [200, { ok: false, reason: 'EXPIRED' }],
  ])('applying at %s -> %j', (now, result) => {
    expect(checkApplyDelayedBooster(b(1, 100, 200), now)).toEqual(result);
  });
});

describe('dailyTargetBoosterWindow', () => {
  it.each([
    // Completed at 23:59 IST on 4 Mar -> unlocks 00:00 IST 5 Mar.
    ['2024-03-04T18:29:00Z', '2024-03-04T18:30:00.000Z', '2024-03-05T18:30:00.000Z'],
    // Completed at 00:00 IST on 5 Mar -> unlocks 00:00 IST 6 Mar.
    ['2024-03-04T18:30:00Z', '2024-03-05T18:30:00.000Z', '2024-03-06T18:30:00.000Z'],
    ['2024-03-05T10:00:00Z', '2024-03-05T18:30:00.000Z', '2024-03-06T18:30:00.000Z'],
  ])('completed at %s unlocks at %s and expires at %s', (at, unlock, expiry) => {
    const w = dailyTargetBoosterWindow(Date.parse(at));
    expect(new Date(w.unlock_time * 1000).toISOString()).toBe(unlock);
    expect(new Date(w.expiry_time * 1000).toISOString()).toBe(expiry);
  });
});
