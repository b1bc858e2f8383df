/**
 * Test series wire format (contract: @katana/shared/api/test-series). A test's state for a learner comes from the
 * shared timed-test rules (contests/test-series.ts over contest-lifecycle.ts), so the web's timer and the server's
 * checks read the same clock the same way.
 */
import {
  canStart,
  offeringStatus,
  type Participation,
  remainingMs,
  testStatus,
} from '@katana/shared/contests/contest-lifecycle';
import { isTimedTestInProcess, type OfferingType, testSchedule } from '@katana/shared/contests/test-series';
import type { TestOffering } from '@katana/shared/api/test-series';
import type { TestSeriesAttemptRow, TestSeriesTestRow } from '../db/schema/test-series.ts';

export function participationOf(attempt: TestSeriesAttemptRow | undefined): Participation {
  return {
    startedAt: attempt?.startedAt.getTime() ?? null,
    finishedAt: attempt?.submittedAt?.getTime() ?? null,
  };
}

export function windowOf(test: TestSeriesTestRow) {
  return {
    opensAt: test.opensAt.getTime(),
    closesAt: test.closesAt.getTime(),
    durationMinutes: test.durationMinutes,
  };
}

export function presentOffering(
  test: TestSeriesTestRow,
  attempt: TestSeriesAttemptRow | undefined,
  totalProblems: number,
  now: number,
): TestOffering {
  const schedule = testSchedule(windowOf(test));
  const p = participationOf(attempt);
  const status = offeringStatus(schedule, p, now);
  const userStatus = testStatus(schedule, p, now);
  return {
    offering_id: test.id,
    name: test.name,
    offering_type: test.offeringType as OfferingType,
    duration: test.durationMinutes,
    opens_at: test.opensAt.toISOString(),
    closes_at: test.closesAt.toISOString(),
    instructions: test.instructions,
    total_problems: totalProblems,
    offering_status: status,
    test_status: userStatus,
    timed_test_taken: attempt !== undefined,
    timed_test_in_process: isTimedTestInProcess({
      timed_test_taken: attempt !== undefined,
      offering_status: status,
      test_status: userStatus,
    }),
    started_at: attempt?.startedAt.toISOString() ?? null,
    ends_at: attempt?.endsAt.toISOString() ?? null,
    submitted_at: attempt?.submittedAt?.toISOString() ?? null,
    remaining_ms: remainingMs(schedule, p, now),
    can_start: canStart(schedule, p, now),
  };
}
