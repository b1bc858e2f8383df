import { describe, expect, it } from 'vitest';
import { STARVED_WALL_FACTOR, wallClockCheck } from './wall-clock.ts';

describe('wallClockCheck', () => {
  it('expires a run that slept through its limit', () => {
    expect(wallClockCheck({ elapsedMs: 3000, starvedMs: 0, limitMs: 3000 })).toEqual({ expired: true });
  });

  it('does not charge the time a run waited for a CPU, and says when to look again', () => {
    expect(wallClockCheck({ elapsedMs: 3000, starvedMs: 2500, limitMs: 3000 })).toEqual({
      expired: false,
      recheckInMs: 2500,
    });
    expect(wallClockCheck({ elapsedMs: 5600, starvedMs: 2500, limitMs: 3000 })).toEqual({ expired: true });
  });

  it('ends a run at the hard stop however long it waited', () => {
    const limitMs = 3000;
    const hardStop = limitMs * STARVED_WALL_FACTOR;
    expect(wallClockCheck({ elapsedMs: hardStop - 100, starvedMs: hardStop, limitMs })).toEqual({
      expired: false,
      recheckInMs: 100,
    });
    expect(wallClockCheck({ elapsedMs: hardStop, starvedMs: hardStop, limitMs })).toEqual({ expired: true });
  });
});
