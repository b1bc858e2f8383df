/**
 * Contest rows and a learner's participation in the wire shape of @katana/shared/api/contests; the lifecycle
 * answers (status, timer, what the buttons may do) come from the shared rules, evaluated at `now`.
 */
import type { ContestDetail, ContestParticipation, ContestSummary } from '@katana/shared/api/contests';
import { contestEssenceLabel, type ContestEssenceType } from '@katana/shared/contests/contest-category';
import {
  canFinish,
  canRegister,
  canStart,
  canStartVirtual,
  canSubmit,
  canUnregister,
  classroomState,
  contestPhase,
  offeringStatus,
  participantWindow,
  remainingMs,
  testStatus,
  type Participation,
} from '@katana/shared/contests/contest-lifecycle';
import type { ContestParticipationRow, ContestRow } from '../db/schema/contests.ts';
import { durationMinutesOf, scheduleOf } from './contest-board.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function participationOf(row: ContestParticipationRow | undefined | null): Participation {
  if (!row) return {};
  return {
    registeredAt: row.registeredAt?.getTime() ?? null,
    startedAt: row.startedAt?.getTime() ?? null,
    finishedAt: row.finishedAt?.getTime() ?? null,
    virtual: row.virtual,
  };
}

/**
 * The participation a learner sees: a virtual attempt once the contest is over and one exists, otherwise the
 * official one (or none).
 */
export function currentParticipation(
  contest: ContestRow,
  rows: readonly ContestParticipationRow[],
  now: number,
): ContestParticipationRow | undefined {
  const official = rows.find((r) => r.contestId === contest.id && !r.virtual);
  const virtual = rows.find((r) => r.contestId === contest.id && r.virtual);
  if (virtual && now >= contest.endAt.getTime()) return virtual;
  return official;
}

export function presentParticipation(
  contest: ContestRow,
  rows: readonly ContestParticipationRow[],
  now: number,
): ContestParticipation {
  const s = scheduleOf(contest);
  const row = currentParticipation(contest, rows, now);
  const official = rows.find((r) => r.contestId === contest.id && !r.virtual);
  const p = participationOf(row);
  const registered = official?.registeredAt != null || contest.guestAllowed;
  const window = p.startedAt != null || !p.virtual ? participantWindow(s, p) : null;
  return {
    registered: official?.registeredAt != null,
    registered_at: iso(official?.registeredAt),
    started_at: iso(row?.startedAt),
    finished_at: iso(row?.finishedAt),
    virtual: row?.virtual ?? false,
    offering_status: offeringStatus(s, p, now),
    test_status: testStatus(s, p, now),
    remaining_ms: remainingMs(s, p, now),
    ends_at:
      window && (p.startedAt != null || s.windowMinutes == null) ? new Date(window.end).toISOString() : null,
    can_register: official?.registeredAt == null && canRegister(s, now),
    can_unregister: canUnregister(s, participationOf(official), now),
    can_start: registered && canStart(s, participationOf(official), now),
    can_start_virtual: canStartVirtual(s, row?.virtual ? p : null, now),
    can_submit: canSubmit(s, p, now),
    can_finish: canFinish(s, p, now),
    classroom: classroomState(s, p, now),
  };
}

export interface ContestCounts {
  problems: number;
  registered: number;
}

export function presentSummary(
  contest: ContestRow,
  counts: ContestCounts,
  participations: readonly ContestParticipationRow[] | null,
  now: number,
): ContestSummary {
  return {
    id: contest.id,
    slug: contest.slug,
    title: contest.title,
    category: contest.category as ContestSummary['category'],
    essence_type: contest.essenceType as ContestEssenceType,
    essence_label: contestEssenceLabel(contest.essenceType) ?? '',
    format: contest.format === 'IOI' ? 'IOI' : 'ICPC',
    rated: contest.rated,
    guest_allowed: contest.guestAllowed,
    registration_opens_at: iso(contest.registrationOpensAt),
    start_at: contest.startAt.toISOString(),
    end_at: contest.endAt.toISOString(),
    window_minutes: contest.windowMinutes,
    freeze_minutes: contest.freezeMinutes,
    duration_minutes: durationMinutesOf(contest),
    phase: contestPhase(scheduleOf(contest), now),
    problem_count: counts.problems,
    registered_count: counts.registered,
    user: participations ? presentParticipation(contest, participations, now) : null,
  };
}

/** Problems are shown to a learner inside their attempt and to everyone once the contest has ended. */
export function problemsVisible(summary: ContestSummary): boolean {
  return (
    summary.phase === 'ended' ||
    (summary.user !== null && summary.user.started_at !== null && summary.user.offering_status !== 'NOT_OPEN')
  );
}

export function presentDetail(summary: ContestSummary, contest: ContestRow): ContestDetail {
  return { ...summary, description: contest.description, problems_visible: problemsVisible(summary) };
}
