/**
 * A contest's board: the participants who started and their judged contest submissions, read in two queries, then
 * ranked by the shared pure rules (ICPC or IOI, freeze, virtual clock). Participants are keyed by participation id
 * so an official and a virtual attempt of the same learner never mix.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  contestDurationMs,
  participantWindow,
  type ContestSchedule,
} from '@katana/shared/contests/contest-lifecycle';
import { contestProblemScore } from '@katana/shared/contests/contest-scoring';
import type { ContestFormat } from '@katana/shared/contests/virtual-participation';
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
import { createContestRepository, type ContestProblemView } from './contest.repository.ts';

const VERDICT_OF_CODE: Record<number, string> = {
  0: Verdict.WRONG_ANSWER,
  1: Verdict.CORRECT_ANSWER,
  2: Verdict.COMPILATION_ERROR,
};

export interface BoardParticipant {
  participationId: number;
  userId: number;
  uuid: string;
  name: string | null;
  image: string | null;
  profileVisibility: string;
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
  /** Elapsed ms of the first accept (ICPC), to mark first-to-solve against the whole board. */
  solvedAtMs: number | null;
  firstToSolve: boolean;
  score: number;
  pending: number;
}

export interface BoardRow {
  participationId: number;
  rank: number;
  solved: number;
  penalty: number;
  /** ICPC tie-break: elapsed ms of the last accept (0 without one, as the shared comparison reads null). */
  lastSolvedMs: number;
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

/**
 * Started participants of one kind (official or virtual) and their judged submissions; `only` limits both to some
 * participations (a standings page, the verdict hook's one participant).
 */
export async function loadBoardData(
  db: Db,
  contest: ContestRow,
  virtual = false,
  only?: readonly number[],
): Promise<BoardData> {
  const problems = await createContestRepository(db).problems(contest.id);
  const participants = await db
    .select({
      participationId: contestParticipations.id,
      userId: contestParticipations.userId,
      uuid: users.uuid,
      name: users.name,
      image: users.image,
      profileVisibility: users.profileVisibility,
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
        only ? inArray(contestParticipations.id, [...only]) : undefined,
      ),
    );
  // No join and no order: the participant filter is a set lookup and the ranking sorts anyway; times come as
  // epoch ms numbers, so 100k rows are not 100k Date parses.
  const official = new Set(participants.map((p) => p.participationId));
  const rows = await db
    .select({
      // Text and a small code decode faster than uuid and free text (PGlite); only these verdicts matter to ranking.
      id: sql<string>`${contestSubmissions.submissionId}::text`,
      participationId: contestSubmissions.participationId,
      problemId: contestSubmissions.problemId,
      at: sql<number>`(extract(epoch from ${contestSubmissions.submittedAt}) * 1000)::float8`,
      verdict: sql<number>`case ${contestSubmissions.verdict} when ${Verdict.CORRECT_ANSWER} then 1 when ${Verdict.COMPILATION_ERROR} then 2 else 0 end`,
      score: contestSubmissions.score,
    })
    .from(contestSubmissions)
    .where(
      only
        ? and(
            eq(contestSubmissions.contestId, contest.id),
            inArray(contestSubmissions.participationId, [...only]),
          )
        : eq(contestSubmissions.contestId, contest.id),
    );
  return {
    contest,
    problems,
    participants,
    submissions: rows
      .filter((s) => official.has(s.participationId))
      .map((s) => ({
        id: s.id,
        participantId: String(s.participationId),
        problemId: String(s.problemId),
        at: Math.round(Number(s.at)),
        verdict: VERDICT_OF_CODE[Number(s.verdict)] ?? Verdict.WRONG_ANSWER,
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
        solvedAtMs: c.solvedAtMs,
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
      lastSolvedMs: r.lastSolvedMs ?? 0,
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
      solvedAtMs: null,
      firstToSolve: false,
      score: c.best,
      pending: c.pending,
    }));
    return {
      participationId: Number(r.participantId),
      rank: r.rank,
      solved: cells.filter((c) => c.solved).length,
      penalty: 0,
      lastSolvedMs: 0,
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

/** The stored format as the shared rules name it (anything but IOI is ranked as ICPC, as rankBoard does). */
export const formatOf = (contest: Pick<ContestRow, 'format'>): ContestFormat =>
  contest.format === 'IOI' ? 'IOI' : 'ICPC';

/** The verdict a contest submission counts with, and its points on the problem's contest scale (contest-scoring.ts). */
export function contestScore(
  format: ContestFormat,
  verdict: string,
  percentage: number,
  points: number,
): { accepted: boolean; score: number } {
  return {
    accepted: verdict === Verdict.CORRECT_ANSWER,
    score: contestProblemScore({ format, verdict, percentage, points }),
  };
}

export const durationMinutesOf = (contest: ContestRow) =>
  Math.round(contestDurationMs(scheduleOf(contest)) / 60_000);
