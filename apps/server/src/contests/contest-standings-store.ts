/**
 * The board kept in the database (issue #7, "standings paginated and fast for 20k participants"). Each official
 * participant has one contest_standings row: solved, penalty and last-accept time (ICPC) or total (IOI), live and
 * as seen through the freeze. The verdict hook recomputes the row of the one participant it touches with the shared
 * ICPC/IOI rules (so the numbers are the reference's), inside the verdict transaction. Then a page is one indexed
 * ORDER BY ... LIMIT/OFFSET, a rank is 1 + a COUNT of strictly better rows (ties share ranks exactly as rankRows
 * gives them), and cells are computed for the page's participants only. No node ranks 20,000 participants first.
 */
import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { freezeFromElapsedMs } from '@katana/shared/contests/contest-lifecycle';
import { Verdict } from '@katana/shared/verdicts';
import type { Db } from '../db/client.ts';
import {
  contestParticipations,
  contestStandings,
  contestSubmissions,
  type ContestRow,
} from '../db/schema/contests.ts';
import { loadBoardData, rankBoard, scheduleOf, type BoardRow } from './contest-board.ts';

/** What orders a row: ICPC (solved desc, penalty, last accept), IOI (score desc); ties by id text as rankRows. */
export interface StandingKey {
  solved: number;
  penalty: number;
  lastMs: number;
  score: number;
}

const CHUNK = 2000;

/** Recomputes and stores the standings rows of some official participations from their submissions. */
export async function refreshStandings(db: Db, contest: ContestRow, participationIds: readonly number[]) {
  for (let i = 0; i < participationIds.length; i += CHUNK) {
    const ids = participationIds.slice(i, i + CHUNK);
    const data = await loadBoardData(db, contest, false, ids);
    if (data.participants.length === 0) continue;
    const live = rankBoard(data);
    const from = freezeFromElapsedMs(scheduleOf(contest));
    const frozen =
      from === null ? live : rankBoard(data, { freeze: { fromElapsedMs: from, viewerId: null } });
    const frozenOf = new Map(frozen.map((r) => [r.participationId, r]));
    const values = live.map((r) => {
      const f = frozenOf.get(r.participationId)!;
      return {
        participationId: r.participationId,
        contestId: contest.id,
        solved: r.solved,
        penalty: r.penalty,
        lastMs: r.lastSolvedMs,
        score: r.score,
        frozenSolved: f.solved,
        frozenPenalty: f.penalty,
        frozenLastMs: f.lastSolvedMs,
        frozenScore: f.score,
      };
    });
    await db
      .insert(contestStandings)
      .values(values)
      .onConflictDoUpdate({
        target: contestStandings.participationId,
        set: {
          solved: sql`excluded.solved`,
          penalty: sql`excluded.penalty`,
          lastMs: sql`excluded.last_ms`,
          score: sql`excluded.score`,
          frozenSolved: sql`excluded.frozen_solved`,
          frozenPenalty: sql`excluded.frozen_penalty`,
          frozenLastMs: sql`excluded.frozen_last_ms`,
          frozenScore: sql`excluded.frozen_score`,
        },
      });
  }
}

/**
 * Brings the stored rows in line with the participations: a row for every started official participation that has
 * none (new starts; contests from before the table existed are backfilled here, once), none for one no longer
 * started. Cheap when nothing is missing (two indexed statements).
 */
export async function syncStandings(db: Db, contest: ContestRow): Promise<void> {
  await db.delete(contestStandings).where(
    and(
      eq(contestStandings.contestId, contest.id),
      inArray(
        contestStandings.participationId,
        db
          .select({ id: contestParticipations.id })
          .from(contestParticipations)
          .where(
            and(eq(contestParticipations.contestId, contest.id), isNull(contestParticipations.startedAt)),
          ),
      ),
    ),
  );
  const missing = await db
    .select({ id: contestParticipations.id })
    .from(contestParticipations)
    .leftJoin(contestStandings, eq(contestStandings.participationId, contestParticipations.id))
    .where(
      and(
        eq(contestParticipations.contestId, contest.id),
        eq(contestParticipations.virtual, false),
        isNotNull(contestParticipations.startedAt),
        isNull(contestStandings.participationId),
      ),
    );
  if (missing.length)
    await refreshStandings(
      db,
      contest,
      missing.map((m) => m.id),
    );
}

function columns(frozen: boolean) {
  const s = contestStandings;
  return frozen
    ? { solved: s.frozenSolved, penalty: s.frozenPenalty, lastMs: s.frozenLastMs, score: s.frozenScore }
    : { solved: s.solved, penalty: s.penalty, lastMs: s.lastMs, score: s.score };
}

const idText = sql`(${contestStandings.participationId}::text collate "C")`;

/** Rows strictly better than `key` in the contest's order. */
function betterThan(contest: ContestRow, frozen: boolean, key: StandingKey): SQL {
  const c = columns(frozen);
  if (contest.format === 'IOI') return gt(c.score, key.score);
  return or(
    gt(c.solved, key.solved),
    and(eq(c.solved, key.solved), lt(c.penalty, key.penalty)),
    and(eq(c.solved, key.solved), eq(c.penalty, key.penalty), lt(c.lastMs, key.lastMs)),
  )!;
}

function sameKey(contest: ContestRow, frozen: boolean, key: StandingKey): SQL {
  const c = columns(frozen);
  if (contest.format === 'IOI') return eq(c.score, key.score);
  return and(eq(c.solved, key.solved), eq(c.penalty, key.penalty), eq(c.lastMs, key.lastMs))!;
}

export function keysEqual(contest: ContestRow, a: StandingKey, b: StandingKey): boolean {
  if (contest.format === 'IOI') return a.score === b.score;
  return a.solved === b.solved && a.penalty === b.penalty && a.lastMs === b.lastMs;
}

export const keyOf = (row: BoardRow): StandingKey => ({
  solved: row.solved,
  penalty: row.penalty,
  lastMs: row.lastSolvedMs,
  score: row.score,
});

export const standingsStore = {
  async total(db: Db, contestId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(contestStandings)
      .where(eq(contestStandings.contestId, contestId));
    return Number(row?.n ?? 0);
  },

  /** Rows [offset, offset + limit) in board order (live or frozen); who they are comes with their cells. */
  async page(db: Db, contest: ContestRow, frozen: boolean, offset: number, limit: number) {
    const c = columns(frozen);
    // DESC NULLS LAST and the id text exactly as the indexes are declared, so the planner walks an index.
    const order =
      contest.format === 'IOI'
        ? [sql`${c.score} desc nulls last`, idText]
        : [sql`${c.solved} desc nulls last`, asc(c.penalty), asc(c.lastMs), idText];
    const rows = await db
      .select({
        participationId: contestStandings.participationId,
        solved: c.solved,
        penalty: c.penalty,
        lastMs: c.lastMs,
        score: c.score,
      })
      .from(contestStandings)
      .where(eq(contestStandings.contestId, contest.id))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows;
  },

  /** One participant's stored row (live or frozen key), or undefined when they have none. */
  async one(db: Db, participationId: number, frozen: boolean): Promise<StandingKey | undefined> {
    const c = columns(frozen);
    const [row] = await db
      .select({ solved: c.solved, penalty: c.penalty, lastMs: c.lastMs, score: c.score })
      .from(contestStandings)
      .where(eq(contestStandings.participationId, participationId));
    return row;
  },

  /** How many rows rank strictly better than `key` (a rank is this + 1), optionally leaving one participant out. */
  async countBetter(
    db: Db,
    contest: ContestRow,
    frozen: boolean,
    key: StandingKey,
    except?: number,
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(contestStandings)
      .where(
        and(
          eq(contestStandings.contestId, contest.id),
          betterThan(contest, frozen, key),
          except === undefined ? undefined : ne(contestStandings.participationId, except),
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** A row's 0-based position in board order (what page it is on). */
  async position(db: Db, contest: ContestRow, frozen: boolean, participationId: number, key: StandingKey) {
    const [row] = await db
      .select({ n: count() })
      .from(contestStandings)
      .where(
        and(
          eq(contestStandings.contestId, contest.id),
          or(
            betterThan(contest, frozen, key),
            and(sameKey(contest, frozen, key), sql`${idText} < (${String(participationId)} collate "C")`),
          ),
        ),
      );
    return Number(row?.n ?? 0);
  },

  /**
   * Per problem, the earliest first accept (elapsed ms) on the whole official board, live and before the freeze:
   * the first-to-solve mark of a page's cells. The earliest accepted submission of anyone is someone's first accept.
   */
  async firstSolves(
    db: Db,
    contest: ContestRow,
  ): Promise<Map<number, { live: number; frozen: number | null }>> {
    const from = freezeFromElapsedMs(scheduleOf(contest));
    const startMs =
      contest.windowMinutes == null
        ? sql`${contest.startAt.getTime()}::float8`
        : sql`round(extract(epoch from ${contestParticipations.startedAt}) * 1000)`;
    const elapsed = sql`(round(extract(epoch from ${contestSubmissions.submittedAt}) * 1000) - ${startMs})`;
    const rows = await db
      .select({
        problemId: contestSubmissions.problemId,
        live: sql<number>`min(${elapsed})::float8`,
        frozen:
          from === null
            ? sql<number | null>`min(${elapsed})::float8`
            : sql<number | null>`min(case when ${elapsed} < ${from} then ${elapsed} end)::float8`,
      })
      .from(contestSubmissions)
      .innerJoin(contestParticipations, eq(contestParticipations.id, contestSubmissions.participationId))
      .where(
        and(
          eq(contestSubmissions.contestId, contest.id),
          eq(contestSubmissions.verdict, Verdict.CORRECT_ANSWER),
          eq(contestParticipations.virtual, false),
          isNotNull(contestParticipations.startedAt),
        ),
      )
      .groupBy(contestSubmissions.problemId);
    return new Map(
      rows.map((r) => [
        r.problemId,
        { live: Number(r.live), frozen: r.frozen === null ? null : Number(r.frozen) },
      ]),
    );
  },
};
