/**
 * A contest's board: the participants who started and their judged contest submissions, read in two queries, then
 * ranked by the shared pure rules (ICPC or IOI, freeze, virtual clock). Participants are keyed by participation id
 * so an official and a virtual attempt of the same learner never mix.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  contestDurationMs,
  participantWindow,
  type ContestSchedule,
} from '@katana/shared/contests/contest-lifecycle';
import { icpcStandings, type IcpcRow } from '@katana/shared/contests/icpc-standings';
import { ioiStandings, type IoiRow } from '@katana/shared/contests/ioi-standings';
import type {
  FreezeView,
  StandingsParticipant,
  StandingsSubmission,
} from '@katana/shared/contests/standings-common';
import { Verdict } from '@katana/shared/verdicts';
import type { Db } from '../db/client.ts';
import { contestParticipations, contestSubmissions, type ContestRow } from '../db/schema/contests.ts';
import { users } from '../db/schema/users.ts';
import { contestRepository, type ContestProblemView } from './contest.repository.ts';

export interface BoardParticipant {
  participationId: number;
  userId: number;
  uuid: string;
  name: string;
  image: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  virtual: boolean;
}

export interface BoardData {
  contest: ContestRow;
  problems: ContestProblemView[];
  participants: BoardParticipant[];
  submissions: StandingsSubmission[];
}

export interface BoardCell {
  problemId: number;
  solved: boolean;
  attempts: number;
  solvedAtMinute: number | null;
  firstToSolve: boolean;
  score: number;
  pending: number;
}

export interface BoardRow {
  participationId: number;
  rank: number;
  solved: number;
  penalty: number;
  score: number;
  cells: BoardCell[];
}

export function scheduleOf(contest: ContestRow): ContestSchedule {
  return {
    registrationOpensAt: contest.registrationOpensAt?.getTime() ?? null,
    startAt: contest.startAt.getTime(),
    endAt: contest.endAt.getTime(),
    windowMinutes: contest.windowMinutes,
    freezeMinutes: contest.freezeMinutes,
  };
}

export function windowOf(contest: ContestRow, p: Pick<BoardParticipant, 'startedAt' | 'virtual'>) {
  return participantWindow(scheduleOf(contest), {
    startedAt: p.startedAt?.getTime() ?? null,
    virtual: p.virtual,
  });
}

/** Started participants of one kind (official or virtual) and their judged submissions. */
export async function loadBoardData(db: Db, contest: ContestRow, virtual = false): Promise<BoardData> {
  const problems = await contestRepository.problems(db, contest.id);
  const participants = await db
    .select({
      participationId: contestParticipations.id,
      userId: contestParticipations.userId,
      uuid: users.uuid,
      name: users.name,
      image: users.image,
      startedAt: contestParticipations.startedAt,
      finishedAt: contestParticipations.finishedAt,
      virtual: contestParticipations.virtual,
    })
    .from(contestParticipations)
    .innerJoin(users, eq(users.id, contestParticipations.userId))
    .where(
      and(
        eq(contestParticipations.contestId, contest.id),
        eq(contestParticipations.virtual, virtual),
        isNotNull(contestParticipations.startedAt),
      ),
    );
  const rows = await db
    .select({
      id: contestSubmissions.submissionId,
      participationId: contestSubmissions.participationId,
      problemId: contestSubmissions.problemId,
      at: contestSubmissions.submittedAt,
      verdict: contestSubmissions.verdict,
      score: contestSubmissions.score,
    })
    .from(contestSubmissions)
    .innerJoin(contestParticipations, eq(contestParticipations.id, contestSubmissions.participationId))
    .where(and(eq(contestSubmissions.contestId, contest.id), eq(contestParticipations.virtual, virtual)))
    .orderBy(asc(contestSubmissions.submittedAt));
  return {
    contest,
    problems,
    participants: participants.map((p) => ({ ...p, name: p.name ?? 'Ninja' })),
    submissions: rows.map((s) => ({
      id: s.id,
      participantId: String(s.participationId),
      problemId: String(s.problemId),
      at: s.at.getTime(),
      verdict: s.verdict,
      score: s.score,
    })),
  };
}

export function standingsParticipants(
  data: Pick<BoardData, 'contest' | 'participants'>,
): StandingsParticipant[] {
  const out: StandingsParticipant[] = [];
  for (const p of data.participants) {
    const window = windowOf(data.contest, p);
    if (window) out.push({ id: String(p.participationId), window });
  }
  return out;
}

function fromIcpc(rows: IcpcRow[], problems: ContestProblemView[]): BoardRow[] {
  return rows.map((r) => {
    let score = 0;
    const cells = r.cells.map((c, k) => {
      const points = problems[k]!.points;
      if (c.solved) score += points;
      return {
        problemId: Number(c.problemId),
        solved: c.solved,
        attempts: c.wrongAttempts,
        solvedAtMinute: c.solvedAtMinute,
        firstToSolve: c.firstToSolve,
        score: c.solved ? points : 0,
        pending: c.pending,
      };
    });
    return {
      participationId: Number(r.participantId),
      rank: r.rank,
      solved: r.solved,
      penalty: r.penalty,
      score,
      cells,
    };
  });
}

function fromIoi(rows: IoiRow[], problems: ContestProblemView[]): BoardRow[] {
  return rows.map((r) => {
    const cells = r.cells.map((c, k) => ({
      problemId: Number(c.problemId),
      solved: c.best >= problems[k]!.points,
      attempts: c.attempts,
      solvedAtMinute: null,
      firstToSolve: false,
      score: c.best,
      pending: c.pending,
    }));
    return {
      participationId: Number(r.participantId),
      rank: r.rank,
      solved: cells.filter((c) => c.solved).length,
      penalty: 0,
      score: r.total,
      cells,
    };
  });
}

export interface BoardOptions {
  freeze?: FreezeView | null;
  untilElapsedMs?: number | null;
  /** Extra participants and submissions (a virtual attempt ranked against the real board). */
  extraParticipants?: StandingsParticipant[];
  extraSubmissions?: StandingsSubmission[];
}

/** The ranked rows, best first (ties share a rank). */
export function rankBoard(data: BoardData, options: BoardOptions = {}): BoardRow[] {
  const input = {
    problemIds: data.problems.map((p) => String(p.problemId)),
    participants: [...standingsParticipants(data), ...(options.extraParticipants ?? [])],
    submissions: [...data.submissions, ...(options.extraSubmissions ?? [])],
    freeze: options.freeze ?? null,
    untilElapsedMs: options.untilElapsedMs ?? null,
  };
  return data.contest.format === 'IOI'
    ? fromIoi(ioiStandings(input), data.problems)
    : fromIcpc(icpcStandings(input), data.problems);
}

/** The verdict a contest submission counts with, and its points on the problem's contest scale. */
export function contestScore(
  verdict: string,
  percentage: number,
  points: number,
): { accepted: boolean; score: number } {
  const accepted = verdict === Verdict.CORRECT_ANSWER;
  return {
    accepted,
    score: Math.round(((Math.max(0, Math.min(100, percentage)) * points) / 100) * 100) / 100,
  };
}

export const durationMinutesOf = (contest: ContestRow) =>
  Math.round(contestDurationMs(scheduleOf(contest)) / 60_000);
