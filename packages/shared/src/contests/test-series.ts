/**
 * Test series rules (spec 03 §3 "Offering: ... offering_type (Test or ShuffleTest means a timed test) ... Timed
 * test in process when timed_test_taken is set, offering status is active and user status is test started";
 * "Offering types"; "Test status"; §2 "Test series test: same pattern as contest; solution locked while live").
 *
 * A test series test is timed like a windowed contest: it is open between opensAt and closesAt, and a learner who
 * starts gets the test's duration from then (cut at closesAt). contest-lifecycle's offeringStatus / testStatus /
 * remainingMs apply to it through testSchedule().
 */
import type { AttemptStats } from '../scoring.ts';
import {
  type ContestSchedule,
  OfferingStatus,
  type Participation,
  offeringStatus,
  TestStatus,
} from './contest-lifecycle.ts';
import { hashSeed, seededRandom, shuffled } from './seeded-random.ts';

/** Spec 03 §3 "Offering types", plus ShuffleTest from the Offering entity. */
export const OFFERING_TYPES = [
  'Assignment',
  'Test',
  'CourseLecture',
  'SingleProblemOffering',
  'SurveysOffering',
  'VideoOffering',
  'NoteOffering',
  'ProblemSet',
  'ProjectsOffering',
  'WebinarOffering',
  'LiveClassOffering',
  'ShuffleTest',
] as const;
export type OfferingType = (typeof OFFERING_TYPES)[number];

/** "Test or ShuffleTest means a timed test." */
export function isTimedOffering(type: string | null | undefined): boolean {
  return type === 'Test' || type === 'ShuffleTest';
}

/** The wire fields the rule reads, named as the spec names them. */
export interface TimedTestFlags {
  timed_test_taken?: boolean | string | number | null;
  offering_status?: string | null;
  test_status?: string | null;
}

/** "Timed test in process when timed_test_taken is set, offering status is active and user status is test started." */
export function isTimedTestInProcess(flags: TimedTestFlags): boolean {
  return (
    Boolean(flags.timed_test_taken) &&
    flags.offering_status === OfferingStatus.ACTIVE &&
    flags.test_status === TestStatus.TEST_STARTED
  );
}

export interface TestWindow {
  opensAt: number;
  closesAt: number;
  durationMinutes: number;
}

/** A test as a windowed schedule, for contest-lifecycle's status functions. */
export function testSchedule(test: TestWindow): ContestSchedule {
  return { startAt: test.opensAt, endAt: test.closesAt, windowMinutes: test.durationMinutes };
}

/**
 * The classroom state of a test series test (classroom-config MOCK_TEST row): live while the learner's attempt is
 * ACTIVE; finished once it is over for them (submitted or time up). A test is taken alone, so unlike a contest
 * nobody else's attempt keeps the solution locked after one's own has ended.
 */
export function testClassroomState(
  test: TestWindow,
  p: Participation,
  now: number,
): { live: boolean; finished: boolean } {
  const status = offeringStatus(testSchedule(test), p, now);
  return {
    live: status === OfferingStatus.ACTIVE,
    finished: status === OfferingStatus.HAS_ENDED && p.startedAt != null,
  };
}

/** "Solution locked while live": locked unless the learner's attempt is over. */
export function isSolutionLocked(test: TestWindow, p: Participation, now: number): boolean {
  return !testClassroomState(test, p, now).finished;
}

/**
 * The order a learner sees the problems in: as authored, except a ShuffleTest, which shuffles them per learner and
 * offering. The order is derived from (learner, offering), so it is the same on every request and after a reload.
 */
export function problemOrder<T>(
  problems: readonly T[],
  offeringType: string,
  learner: { userId: string | number; offeringId: string | number },
): T[] {
  if (offeringType !== 'ShuffleTest') return [...problems];
  return shuffled(problems, seededRandom(hashSeed(`${learner.userId}:${learner.offeringId}`)));
}

/** attempted / unattempted / markedForReview over the test's problems (ids outside the test are ignored). */
export function testAttemptStats(
  problemIds: readonly string[],
  attemptedIds: Iterable<string>,
  markedIds: Iterable<string>,
): AttemptStats {
  const problems = new Set(problemIds);
  const attempted = new Set([...attemptedIds].filter((id) => problems.has(id))).size;
  return {
    attempted,
    unattempted: problems.size - attempted,
    markedForReview: new Set([...markedIds].filter((id) => problems.has(id))).size,
  };
}

export interface TestResult {
  score: number;
  maxScore: number;
  /** score / maxScore x 100, rounded to 2 decimals; 0 for a test without points. */
  percentage: number;
  /** Problems at full marks. */
  solved: number;
  attempted: number;
  total: number;
}

/** The result shown after submit: points per problem are the learner's best (user_score) out of max_score. */
export function testResult(
  problems: readonly { problemId: string; maxScore: number; userScore: number | null; attempted: boolean }[],
): TestResult {
  const score = problems.reduce((s, p) => s + (p.userScore ?? 0), 0);
  const maxScore = problems.reduce((s, p) => s + p.maxScore, 0);
  return {
    score,
    maxScore,
    percentage: maxScore > 0 ? Math.round((score * 10000) / maxScore) / 100 : 0,
    solved: problems.filter((p) => p.maxScore > 0 && (p.userScore ?? 0) >= p.maxScore).length,
    attempted: problems.filter((p) => p.attempted).length,
    total: problems.length,
  };
}
