import { describe, expect, it } from 'vitest';
import { classroomView } from '../classroom-config.ts';
import { offeringStatus, remainingMs, testStatus } from './contest-lifecycle.ts';
import { contestProblemListParams, contestProblemProgress } from './contest-problem-list.ts';
import {
  isSolutionLocked,
  isTimedOffering,
  isTimedTestInProcess,
  OFFERING_TYPES,
  problemOrder,
  testAttemptStats,
  testClassroomState,
  testResult,
  testSchedule,
  type TestWindow,
} from './test-series.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 2, 1, 4, 30);
/** Open for a week; 45 minutes once started. */
const test: TestWindow = { opensAt: T0, closesAt: T0 + 7 * 24 * 60 * MIN, durationMinutes: 45 };

describe('timed offerings', () => {
  it.each([
    ['Test', true],
    ['ShuffleTest', true],
    ['Assignment', false],
    ['ProblemSet', false],
    [null, false],
  ])('%s is timed: %s', (type, timed) => {
    expect(isTimedOffering(type)).toBe(timed);
  });

  it('lists the spec offering types and ShuffleTest', () => {
    expect(OFFERING_TYPES).toHaveLength(12);
    expect(OFFERING_TYPES).toContain('LiveClassOffering');
  });

  it.each([
    // timed_test_taken, offering_status, test_status -> in process
    [true, 'ACTIVE', 'TEST_STARTED', true],
    [1, 'ACTIVE', 'TEST_STARTED', true],
    [false, 'ACTIVE', 'TEST_STARTED', false],
    [null, 'ACTIVE', 'TEST_STARTED', false],
    [true, 'HAS_ENDED', 'TEST_STARTED', false],
    [true, 'ACTIVE', 'TEST_ATTEMPTED_OR_SUBMITTED', false],
    [true, 'NOT_STARTED', 'TEST_NOT_ATTEMPTED', false],
  ])('timed_test_taken=%s, %s, %s -> in process %s', (taken, offering_status, test_status, inProcess) => {
    expect(isTimedTestInProcess({ timed_test_taken: taken, offering_status, test_status })).toBe(inProcess);
  });
});

describe('a test series attempt', () => {
  const started = { startedAt: T0 + 24 * 60 * MIN };

  it.each([
    // participation, now -> offering status, test status, timer, solution locked
    ['not started', {}, T0 + MIN, 'NOT_STARTED', 'TEST_NOT_ATTEMPTED', null, true],
    ['10 minutes in', started, started.startedAt + 10 * MIN, 'ACTIVE', 'TEST_STARTED', 35 * MIN, true],
    [
      'time up',
      started,
      started.startedAt + 45 * MIN,
      'HAS_ENDED',
      'TEST_ATTEMPTED_OR_SUBMITTED',
      null,
      false,
    ],
    [
      'submitted early',
      { ...started, finishedAt: started.startedAt + 20 * MIN },
      started.startedAt + 21 * MIN,
      'HAS_ENDED',
      'TEST_ATTEMPTED_OR_SUBMITTED',
      null,
      false,
    ],
    ['closed, never started', {}, test.closesAt, 'HAS_ENDED', 'TEST_NOT_ATTEMPTED', null, true],
  ] as const)('%s', (_name, participation, now, status, tstatus, left, locked) => {
    const schedule = testSchedule(test);
    expect(offeringStatus(schedule, participation, now)).toBe(status);
    expect(testStatus(schedule, participation, now)).toBe(tstatus);
    expect(remainingMs(schedule, participation, now)).toBe(left);
    expect(isSolutionLocked(test, participation, now)).toBe(locked);
  });

  it('drives the MOCK_TEST classroom: timer while live, solution once over', () => {
    const live = classroomView(
      'MOCK_TEST',
      'CODE',
      testClassroomState(test, started, started.startedAt + MIN),
    );
    expect(live.features.timer).toBe(true);
    expect(live.tabs).not.toContain('SOLUTION');
    const over = classroomView(
      'MOCK_TEST',
      'CODE',
      testClassroomState(test, started, started.startedAt + 50 * MIN),
    );
    expect(over.features.timer).toBe(false);
    expect(over.tabs).toContain('SOLUTION');
  });
});

describe('problem order', () => {
  const problems = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

  it('keeps the authored order for a Test', () => {
    expect(problemOrder(problems, 'Test', { userId: 1, offeringId: 9 })).toEqual(problems);
  });

  it('shuffles a ShuffleTest per learner, the same way on every request', () => {
    const a = problemOrder(problems, 'ShuffleTest', { userId: 1, offeringId: 9 });
    expect([...a].sort()).toEqual(problems);
    expect(problemOrder(problems, 'ShuffleTest', { userId: 1, offeringId: 9 })).toEqual(a);
    const others = [2, 3, 4].map((userId) =>
      problemOrder(problems, 'ShuffleTest', { userId, offeringId: 9 }).join(),
    );
    expect(others.some((o) => o !== a.join())).toBe(true);
  });
});

describe('attempt counts and result', () => {
  it('counts attempted, unattempted and marked problems of the test only', () => {
    expect(testAttemptStats(['a', 'b', 'c', 'd'], ['a', 'c', 'c', 'zz'], ['d', 'zz'])).toEqual({
      attempted: 2,
      unattempted: 2,
      markedForReview: 1,
    });
  });

  it('sums best scores into the result after submit', () => {
    expect(
      testResult([
        { problemId: 'a', maxScore: 100, userScore: 100, attempted: true },
        { problemId: 'b', maxScore: 50, userScore: 20, attempted: true },
        { problemId: 'c', maxScore: 50, userScore: null, attempted: false },
      ]),
    ).toEqual({ score: 120, maxScore: 200, percentage: 60, solved: 1, attempted: 2, total: 3 });
    expect(testResult([])).toEqual({
      score: 0,
      maxScore: 0,
      percentage: 0,
      solved: 0,
      attempted: 0,
      total: 0,
    });
  });
});

describe('contest problem list progress', () => {
  it('replays attempts into userScore and userAttemptStats like the live classroom', () => {
    const progress = contestProblemProgress(
      ['p1', 'p2', 'p3'],
      [
        { problemId: 'p1', status: 'ATTEMPTED' },
        { problemId: 'p1', status: 'ACCEPTED' },
        { problemId: 'p2', status: 'ERROR' },
        { problemId: 'p2', status: 'ACCEPTED' },
        { problemId: 'p2', status: 'ATTEMPTED' },
        { problemId: 'other', status: 'ACCEPTED' },
      ],
      ['p3', 'other'],
    );
    expect(progress).toEqual({
      userScore: { p1: 100, p2: 100 },
      userAttemptStats: { attempted: 2, unattempted: 1, markedForReview: 1 },
    });
  });

  it('starts with everything unattempted', () => {
    expect(contestProblemProgress(['p1', 'p2'], [], [])).toEqual({
      userScore: {},
      userAttemptStats: { attempted: 0, unattempted: 2, markedForReview: 0 },
    });
  });

  it.each([
    [undefined, { slug: 'weekly-1' }],
    [null, { slug: 'weekly-1' }],
    ['', { slug: 'weekly-1' }],
    [0, { slug: 'weekly-1', offering_id: '0' }],
    [81, { slug: 'weekly-1', offering_id: '81' }],
  ])('sends offering_id only when present (%j)', (offeringId, params) => {
    expect(contestProblemListParams('weekly-1', offeringId)).toEqual(params);
  });
});
