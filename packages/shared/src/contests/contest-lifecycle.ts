/**
 * A contest's lifecycle and one learner's place in it (issue #7 "upcoming -> registration -> live -> ended",
 * spec 03 §3 "Offering statuses: NOT_OPEN, ACTIVE, NOT_STARTED, HAS_ENDED" and "Test status", §2 contest
 * classroom configuration). All times are epoch milliseconds and `now` is always passed in.
 *
 * Timing kinds:
 * - fixed: everyone competes from startAt to endAt; pressing Start late does not buy extra time, and elapsed time
 *   (ICPC penalty minutes) counts from startAt.
 * - windowed (windowMinutes set): each learner starts when they choose between startAt and endAt and gets
 *   windowMinutes from then, cut at endAt; elapsed time counts from their own start.
 * - virtual: after the contest ended, a learner replays it in its original timing: the same duration (the window
 *   for windowed contests) from the moment they start. Virtual attempts are never rated.
 */

export type ContestPhase = 'upcoming' | 'registration' | 'live' | 'ended';

export const OfferingStatus = {
  NOT_OPEN: 'NOT_OPEN',
  ACTIVE: 'ACTIVE',
  NOT_STARTED: 'NOT_STARTED',
  HAS_ENDED: 'HAS_ENDED',
} as const;
export type OfferingStatus = (typeof OfferingStatus)[keyof typeof OfferingStatus];

export const TestStatus = {
  TEST_ATTEMPTED_OR_SUBMITTED: 'TEST_ATTEMPTED_OR_SUBMITTED',
  TEST_STARTED: 'TEST_STARTED',
  TEST_NOT_ATTEMPTED: 'TEST_NOT_ATTEMPTED',
} as const;
export type TestStatus = (typeof TestStatus)[keyof typeof TestStatus];

export interface ContestSchedule {
  /** When registration opens; null or absent: as soon as the contest is published. */
  registrationOpensAt?: number | null;
  startAt: number;
  endAt: number;
  /** Windowed contests: minutes each learner gets from their own start. */
  windowMinutes?: number | null;
  /** Standings freeze for the last N minutes of each learner's time (0 or absent: no freeze). */
  freezeMinutes?: number | null;
}

export interface Participation {
  registeredAt?: number | null;
  /** When the learner pressed Start (a virtual attempt's start for virtual ones). */
  startedAt?: number | null;
  /** When the learner ended the test early with Finish / Submit. */
  finishedAt?: number | null;
  virtual?: boolean;
}

export interface TimeWindow {
  start: number;
  end: number;
}

const MINUTE = 60_000;

export function validateSchedule(s: ContestSchedule): void {
  if (!(Number.isFinite(s.startAt) && Number.isFinite(s.endAt) && s.startAt < s.endAt)) {
    throw new RangeError('a contest must start before it ends');
  }
  if (s.registrationOpensAt != null && s.registrationOpensAt > s.startAt) {
    throw new RangeError('registration must open before the contest starts');
  }
  if (s.windowMinutes != null && !(s.windowMinutes > 0)) throw new RangeError('a window must be positive');
  if (s.freezeMinutes != null && !(s.freezeMinutes >= 0)) throw new RangeError('a freeze cannot be negative');
}

export function contestPhase(s: ContestSchedule, now: number): ContestPhase {
  if (now >= s.endAt) return 'ended';
  if (now >= s.startAt) return 'live';
  if (s.registrationOpensAt != null && now < s.registrationOpensAt) return 'upcoming';
  return 'registration';
}

/** A learner's time: what they compete in, in ms. */
export function contestDurationMs(s: ContestSchedule): number {
  return s.windowMinutes != null ? s.windowMinutes * MINUTE : s.endAt - s.startAt;
}

/** The learner's competing window, or null before they start a windowed or virtual attempt. */
export function participantWindow(s: ContestSchedule, p: Participation): TimeWindow | null {
  if (p.virtual)
    return p.startedAt != null ? { start: p.startedAt, end: p.startedAt + contestDurationMs(s) } : null;
  if (s.windowMinutes == null) return { start: s.startAt, end: s.endAt };
  if (p.startedAt == null) return null;
  return { start: p.startedAt, end: Math.min(p.startedAt + s.windowMinutes * MINUTE, s.endAt) };
}

/**
 * The offering status a learner sees: NOT_OPEN before the start; NOT_STARTED while they could start but have not;
 * ACTIVE inside their window; HAS_ENDED after their window, after Finish, or after the contest for non-starters.
 */
export function offeringStatus(s: ContestSchedule, p: Participation, now: number): OfferingStatus {
  if (p.virtual) {
    if (p.startedAt == null) return now >= s.endAt ? OfferingStatus.NOT_STARTED : OfferingStatus.NOT_OPEN;
  } else {
    if (now < s.startAt) return OfferingStatus.NOT_OPEN;
    if (p.startedAt == null) return now >= s.endAt ? OfferingStatus.HAS_ENDED : OfferingStatus.NOT_STARTED;
  }
  if (p.finishedAt != null) return OfferingStatus.HAS_ENDED;
  const window = participantWindow(s, p)!;
  return now >= window.start && now < window.end ? OfferingStatus.ACTIVE : OfferingStatus.HAS_ENDED;
}

export function testStatus(s: ContestSchedule, p: Participation, now: number): TestStatus {
  if (p.startedAt == null) return TestStatus.TEST_NOT_ATTEMPTED;
  return offeringStatus(s, p, now) === OfferingStatus.ACTIVE
    ? TestStatus.TEST_STARTED
    : TestStatus.TEST_ATTEMPTED_OR_SUBMITTED;
}

/** Registration is open from registrationOpensAt until the contest ends (late entry while live is allowed). */
export function canRegister(s: ContestSchedule, now: number): boolean {
  const phase = contestPhase(s, now);
  return phase === 'registration' || phase === 'live';
}

/** Unregistering is possible until the learner starts and only before the contest starts. */
export function canUnregister(s: ContestSchedule, p: Participation, now: number): boolean {
  return p.registeredAt != null && p.startedAt == null && now < s.startAt;
}

/** Start contest: live, not yet started; for a windowed contest, while some time is left. */
export function canStart(s: ContestSchedule, p: Participation, now: number): boolean {
  return !p.virtual && p.startedAt == null && contestPhase(s, now) === 'live';
}

/** A virtual attempt needs a contest that has ended and no virtual attempt already under way. */
export function canStartVirtual(s: ContestSchedule, current: Participation | null, now: number): boolean {
  if (contestPhase(s, now) !== 'ended') return false;
  return !(current?.virtual && offeringStatus(s, current, now) === OfferingStatus.ACTIVE);
}

/** Submissions count only while the learner's attempt is ACTIVE. */
export function canSubmit(s: ContestSchedule, p: Participation, now: number): boolean {
  return offeringStatus(s, p, now) === OfferingStatus.ACTIVE;
}

/** Finish (end test, the 'Submit' warning) is offered while the attempt is ACTIVE. */
export const canFinish = canSubmit;

/** The classroom timer: ms left in the learner's window while ACTIVE, else null (no timer). */
export function remainingMs(s: ContestSchedule, p: Participation, now: number): number | null {
  if (offeringStatus(s, p, now) !== OfferingStatus.ACTIVE) return null;
  return participantWindow(s, p)!.end - now;
}

/**
 * Input for classroom-config's classroomView (CONTEST row): "live" while the learner's attempt is ACTIVE (top
 * performers, finish button, timer, mark button); "finished" only once the contest itself has ended, so a learner
 * who finishes early cannot open solutions while others are still competing. A virtual attempt is a replay of an
 * ended contest: live during the attempt, finished otherwise.
 */
export function classroomState(
  s: ContestSchedule,
  p: Participation,
  now: number,
): { live: boolean; finished: boolean } {
  const live = offeringStatus(s, p, now) === OfferingStatus.ACTIVE;
  return { live, finished: !live && now >= s.endAt };
}

/** Elapsed ms from which a learner's results are hidden from others (freeze), or null without a freeze. */
export function freezeFromElapsedMs(s: ContestSchedule): number | null {
  if (!s.freezeMinutes) return null;
  return Math.max(0, contestDurationMs(s) - s.freezeMinutes * MINUTE);
}

/** The board stays frozen from the freeze until the contest ends; then everyone sees the final standings. */
export function isStandingsFrozen(s: ContestSchedule, now: number): boolean {
  const from = freezeFromElapsedMs(s);
  return from !== null && now < s.endAt && now >= s.startAt + Math.min(from, s.endAt - s.startAt);
}
