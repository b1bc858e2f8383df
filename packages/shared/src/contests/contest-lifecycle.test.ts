import { describe, expect, it } from 'vitest';
import { classroomView } from '../classroom-config.ts';
import {
  canFinish,
  canRegister,
  canStart,
  canStartVirtual,
  canSubmit,
  canUnregister,
  classroomState,
  type ContestSchedule,
  contestPhase,
  freezeFromElapsedMs,
  isStandingsFrozen,
  offeringStatus,
  type Participation,
  participantWindow,
  remainingMs,
  testStatus,
  validateSchedule,
} from './contest-lifecycle.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 4, 14, 30); // a Sunday, 20:00 IST
/** Registration opens a day early; 90 minutes live. */
const fixed: ContestSchedule = { registrationOpensAt: T0 - 24 * 60 * MIN, startAt: T0, endAt: T0 + 90 * MIN };
/** Open for three days; 60 minutes each from one's own start. */
const windowed: ContestSchedule = { startAt: T0, endAt: T0 + 3 * 24 * 60 * MIN, windowMinutes: 60 };

describe('contestPhase', () => {
  it.each([
    [T0 - 2 * 24 * 60 * MIN, 'upcoming'],
    [T0 - 60 * MIN, 'registration'],
    [T0, 'live'],
    [T0 + 89 * MIN, 'live'],
    [T0 + 90 * MIN, 'ended'],
  ])('at %s a fixed contest is %s', (now, phase) => {
    expect(contestPhase(fixed, now)).toBe(phase);
  });

  it('opens registration at once when no opening time is set', () => {
    expect(contestPhase(windowed, T0 - 10 * 24 * 60 * MIN)).toBe('registration');
  });
});

describe('validateSchedule', () => {
  it.each([
    ['ends before it starts', { startAt: T0, endAt: T0 }],
    ['registration after the start', { startAt: T0, endAt: T0 + MIN, registrationOpensAt: T0 + 1 }],
    ['an empty window', { startAt: T0, endAt: T0 + MIN, windowMinutes: 0 }],
    ['a negative freeze', { startAt: T0, endAt: T0 + MIN, freezeMinutes: -5 }],
  ])('rejects a contest that %s', (_name, schedule) => {
    expect(() => validateSchedule(schedule)).toThrow(RangeError);
  });

  it('accepts the fixtures', () => {
    expect(() => validateSchedule(fixed)).not.toThrow();
    expect(() => validateSchedule(windowed)).not.toThrow();
  });
});

describe('offering and test status', () => {
  const registered: Participation = { registeredAt: T0 - 60 * MIN };
  const started: Participation = { ...registered, startedAt: T0 + 5 * MIN };
  const finished: Participation = { ...started, finishedAt: T0 + 40 * MIN };

  it.each([
    // schedule, participation, now -> offering status, test status
    ['fixed, before start', fixed, registered, T0 - MIN, 'NOT_OPEN', 'TEST_NOT_ATTEMPTED'],
    ['fixed, live, not started', fixed, registered, T0 + MIN, 'NOT_STARTED', 'TEST_NOT_ATTEMPTED'],
    ['fixed, started', fixed, started, T0 + 10 * MIN, 'ACTIVE', 'TEST_STARTED'],
    ['fixed, finished early', fixed, finished, T0 + 50 * MIN, 'HAS_ENDED', 'TEST_ATTEMPTED_OR_SUBMITTED'],
    ['fixed, time up', fixed, started, T0 + 90 * MIN, 'HAS_ENDED', 'TEST_ATTEMPTED_OR_SUBMITTED'],
    ['fixed, ended, never started', fixed, registered, T0 + 91 * MIN, 'HAS_ENDED', 'TEST_NOT_ATTEMPTED'],
    ['windowed, inside own hour', windowed, started, T0 + 64 * MIN, 'ACTIVE', 'TEST_STARTED'],
    ['windowed, own hour over', windowed, started, T0 + 65 * MIN, 'HAS_ENDED', 'TEST_ATTEMPTED_OR_SUBMITTED'],
    [
      'windowed, not started yet',
      windowed,
      registered,
      T0 + 2 * 24 * 60 * MIN,
      'NOT_STARTED',
      'TEST_NOT_ATTEMPTED',
    ],
  ] as const)('%s: %s / %s', (_name, schedule, participation, now, status, test) => {
    expect(offeringStatus(schedule, participation, now)).toBe(status);
    expect(testStatus(schedule, participation, now)).toBe(test);
  });
});

describe('participant windows and the timer', () => {
  it.each([
    // schedule, startedAt -> window
    [
      'fixed: everyone competes from the start whatever they press',
      fixed,
      T0 + 30 * MIN,
      [T0, T0 + 90 * MIN],
    ],
    ['windowed: 60 minutes from their start', windowed, T0 + 10 * MIN, [T0 + 10 * MIN, T0 + 70 * MIN]],
    [
      'windowed: cut at the contest end',
      windowed,
      windowed.endAt - 20 * MIN,
      [windowed.endAt - 20 * MIN, windowed.endAt],
    ],
  ] as const)('%s', (_name, schedule, startedAt, [start, end]) => {
    expect(participantWindow(schedule, { startedAt })).toEqual({ start, end });
  });

  it('has no window before a windowed start', () => {
    expect(participantWindow(windowed, {})).toBeNull();
  });

  it.each([
    [fixed, { startedAt: T0 }, T0 + 30 * MIN, 60 * MIN],
    [windowed, { startedAt: T0 + 10 * MIN }, T0 + 25 * MIN, 45 * MIN],
    [fixed, { startedAt: T0, finishedAt: T0 + 20 * MIN }, T0 + 30 * MIN, null],
    [fixed, {}, T0 + 30 * MIN, null],
  ])('the timer shows %#', (schedule, participation, now, left) => {
    expect(remainingMs(schedule, participation, now)).toBe(left);
  });
});

describe('actions', () => {
  it.each([
    // now -> can register, can unregister (registered, not started), can start (live, not started)
    [T0 - 2 * 24 * 60 * MIN, false, true, false],
    [T0 - MIN, true, true, false],
    [T0 + MIN, true, false, true],
    [T0 + 90 * MIN, false, false, false],
  ])('at %s: register %s, unregister %s, start %s', (now, register, unregister, start) => {
    const p: Participation = { registeredAt: T0 - 3 * 24 * 60 * MIN };
    expect(canRegister(fixed, now)).toBe(register);
    expect(canUnregister(fixed, p, now)).toBe(unregister);
    expect(canStart(fixed, p, now)).toBe(start);
  });

  it('submits and finishes only while ACTIVE', () => {
    const p: Participation = { startedAt: T0 };
    expect([canSubmit(fixed, p, T0 + MIN), canFinish(fixed, p, T0 + MIN)]).toEqual([true, true]);
    expect(canSubmit(fixed, p, T0 + 90 * MIN)).toBe(false);
    expect(canSubmit(fixed, { ...p, finishedAt: T0 + 2 * MIN }, T0 + 3 * MIN)).toBe(false);
    expect(canStart(fixed, p, T0 + MIN)).toBe(false);
  });
});

describe('virtual participation', () => {
  const after = fixed.endAt + 24 * 60 * MIN;

  it('replays an ended contest in its original 90 minutes from the virtual start', () => {
    const v: Participation = { virtual: true, startedAt: after };
    expect(participantWindow(fixed, v)).toEqual({ start: after, end: after + 90 * MIN });
    expect(offeringStatus(fixed, v, after + 89 * MIN)).toBe('ACTIVE');
    expect(offeringStatus(fixed, v, after + 90 * MIN)).toBe('HAS_ENDED');
    expect(participantWindow(windowed, { virtual: true, startedAt: after })).toEqual({
      start: after,
      end: after + 60 * MIN,
    });
  });

  it.each([
    ['while the contest is live', null, T0 + MIN, false],
    ['after it ended', null, after, true],
    ['during a running virtual attempt', { virtual: true, startedAt: after }, after + MIN, false],
    ['after a finished virtual attempt', { virtual: true, startedAt: after }, after + 200 * MIN, true],
  ] as const)('can start a virtual attempt %s: %s', (_name, current, now, allowed) => {
    expect(canStartVirtual(fixed, current, now)).toBe(allowed);
  });
});

describe('classroom tabs by contest state (classroom-config CONTEST row)', () => {
  it.each([
    // participation, now -> live, finished, solution tab shown, timer shown
    ['live attempt', { startedAt: T0 }, T0 + MIN, true, false, false, true],
    [
      'finished early, contest still running',
      { startedAt: T0, finishedAt: T0 + 5 * MIN },
      T0 + 10 * MIN,
      false,
      false,
      false,
      false,
    ],
    ['contest over', { startedAt: T0 }, T0 + 90 * MIN, false, true, true, false],
    [
      'virtual attempt running',
      { virtual: true, startedAt: T0 + 200 * MIN },
      T0 + 201 * MIN,
      true,
      false,
      false,
      true,
    ],
  ] as const)('%s', (_name, participation, now, live, finished, solution, timer) => {
    const state = classroomState(fixed, participation, now);
    expect(state).toEqual({ live, finished });
    const view = classroomView('CONTEST', 'CODE', state);
    expect(view.tabs.includes('SOLUTION')).toBe(solution);
    expect(view.features.timer).toBe(timer);
  });
});

describe('freeze', () => {
  const frozen: ContestSchedule = { ...fixed, freezeMinutes: 30 };

  it.each([
    [T0 + 59 * MIN, false],
    [T0 + 60 * MIN, true],
    [T0 + 89 * MIN, true],
    [T0 + 90 * MIN, false],
  ])('at %s the board is frozen: %s', (now, isFrozen) => {
    expect(isStandingsFrozen(frozen, now)).toBe(isFrozen);
  });

  it('hides results from elapsed minute 60 of 90; none without a freeze', () => {
    expect(freezeFromElapsedMs(frozen)).toBe(60 * MIN);
    expect(freezeFromElapsedMs(fixed)).toBeNull();
    expect(freezeFromElapsedMs({ ...windowed, freezeMinutes: 15 })).toBe(45 * MIN);
    expect(isStandingsFrozen(fixed, T0 + 80 * MIN)).toBe(false);
  });
});
