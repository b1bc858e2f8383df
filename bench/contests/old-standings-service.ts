// The standings service as it was before the stored board (commit 6edb6ca), kept only to measure the old path.
/**
 * Standings (issue #7): the board of a contest is read in two queries and ranked by the shared rules once per
 * standings version (every recorded verdict and every start bumps it), then cached per contest: a page request
 * costs one version lookup and a slice. During the freeze (the last N minutes) viewers see the frozen board --
 * others' late submissions pending -- while their own row stays live, ranked against the frozen rows. Virtual
 * attempts get their would-be rank against the real board at the same elapsed time.
 */
import { ErrorCode } from '@katana/shared/envelope';
import type { ContestStandings, StandingsRow, VirtualStanding } from '@katana/shared/api/contests';
import {
  contestDurationMs,
  freezeFromElapsedMs,
  isStandingsFrozen,
  offeringStatus,
} from '@katana/shared/contests/contest-lifecycle';
import { pageOf, standingsPage } from '@katana/shared/contests/standings-common';
import { ApiError } from '../../apps/server/src/plugins/app/api-error.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { ContestRow } from '../../apps/server/src/db/schema/contests.ts';
import {
  loadBoardData,
  rankBoard,
  scheduleOf,
  windowOf,
  type BoardData,
  type BoardParticipant,
  type BoardRow,
} from '../../apps/server/src/contests/contest-board.ts';
import { participationOf } from '../../apps/server/src/contests/contest.presenter.ts';
import { createContestRepository } from '../../apps/server/src/contests/contest.repository.ts';

interface CachedBoard {
  version: number;
  data: BoardData;
  full: BoardRow[];
  frozen: BoardRow[] | null;
  builtAt: number;
  buildMs: number;
}

/** Boards slower than this to build may be served stale for twice their build time while one rebuild runs. */
const SLOW_BUILD_MS = 250;

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'Contest not found.');

/** a ranks strictly better than b by the board's own order (solved/penalty for ICPC, total for IOI). */
function better(format: string, a: BoardRow, b: BoardRow): boolean {
  if (format === 'IOI') return a.score > b.score;
  return a.solved > b.solved || (a.solved === b.solved && a.penalty < b.penalty);
}

function presentRow(
  row: BoardRow,
  who: BoardParticipant | undefined,
  viewerPid: number | null,
): StandingsRow {
  return {
    rank: row.rank,
    user: {
      uuid: who?.uuid ?? '',
      name: who?.name ?? 'Ninja',
      image: who?.image ?? null,
      profile_linked: true,
    },
    solved: row.solved,
    penalty: row.penalty,
    score: row.score,
    cells: row.cells.map((c) => ({
      problem_id: c.problemId,
      solved: c.solved,
      attempts: c.attempts,
      solved_at_minute: c.solvedAtMinute,
      first_to_solve: c.firstToSolve,
      score: c.score,
      pending: c.pending,
    })),
    is_me: viewerPid !== null && row.participationId === viewerPid,
  };
}

export function createStandingsService(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? (() => Date.now());
  const cache = new Map<number, CachedBoard>();

  const building = new Map<number, Promise<CachedBoard>>();

  function rebuild(contest: ContestRow, version: number): Promise<CachedBoard> {
    const running = building.get(contest.id);
    if (running) return running;
    const started = now();
    const promise = loadBoardData(db, contest, false)
      .then((data) => {
        const full = rankBoard(data);
        const built: CachedBoard = {
          version,
          data,
          full,
          frozen: null,
          builtAt: now(),
          buildMs: now() - started,
        };
        const current = cache.get(contest.id);
        if (!current || current.version <= version) cache.set(contest.id, built);
        return built;
      })
      .finally(() => building.delete(contest.id));
    building.set(contest.id, promise);
    return promise;
  }

  /**
   * The board at the current version. Concurrent requests share one rebuild; a board that is slow to build (20k
   * participants on PGlite) is served stale for a moment while it rebuilds, so a burst of verdicts does not queue
   * a rebuild per request.
   */
  async function board(contest: ContestRow): Promise<CachedBoard> {
    const version = (await createContestRepository(db).version(contest.id)) ?? 0;
    const hit = cache.get(contest.id);
    if (hit && hit.version === version) return hit;
    if (hit && hit.buildMs > SLOW_BUILD_MS && now() - hit.builtAt < 2 * hit.buildMs) {
      void rebuild(contest, version).catch(() => undefined);
      return hit;
    }
    return rebuild(contest, version);
  }

  function frozenRows(cached: CachedBoard): BoardRow[] {
    if (!cached.frozen) {
      const from = freezeFromElapsedMs(scheduleOf(cached.data.contest)) ?? 0;
      cached.frozen = rankBoard(cached.data, { freeze: { fromElapsedMs: from, viewerId: null } });
    }
    return cached.frozen;
  }

  async function contestBySlug(slug: string): Promise<ContestRow> {
    const contest = await createContestRepository(db).findBySlug(slug);
    if (!contest) throw notFound();
    return contest;
  }

  return {
    async standings(
      viewerId: number | null,
      slug: string,
      query: { page: number; page_size: number; around_me?: 'true' | 'false' | undefined },
    ): Promise<ContestStandings> {
      const contest = await contestBySlug(slug);
      const at = now();
      const schedule = scheduleOf(contest);
      const cached = await board(contest);
      const frozen = isStandingsFrozen(schedule, at);
      let rows = frozen ? frozenRows(cached) : cached.full;
      const viewer =
        viewerId === null ? undefined : cached.data.participants.find((p) => p.userId === viewerId);
      const viewerPid = viewer?.participationId ?? null;
      let myRow: BoardRow | null = null;
      if (viewerPid !== null) {
        const live = cached.full.find((r) => r.participationId === viewerPid) ?? null;
        if (live && frozen) {
          // The viewer's own results stay live; their rank counts the frozen rows strictly ahead of them.
          const ahead = rows.filter(
            (r) => r.participationId !== viewerPid && better(contest.format, r, live),
          ).length;
          myRow = { ...live, rank: ahead + 1 };
          rows = rows.map((r) => (r.participationId === viewerPid ? myRow! : r));
        } else myRow = live;
      }
      const myPage =
        viewerPid === null
          ? null
          : pageOf(
              rows.map((r) => ({ participantId: String(r.participationId) })),
              String(viewerPid),
              query.page_size,
            );
      const page = query.around_me === 'true' && myPage !== null ? myPage : query.page;
      const slice = standingsPage(rows, page, query.page_size);
      const who = new Map(cached.data.participants.map((p) => [p.participationId, p]));
      const freezeFrom = freezeFromElapsedMs(schedule);
      return {
        contest_id: contest.id,
        format: contest.format === 'IOI' ? 'IOI' : 'ICPC',
        frozen,
        freeze_at:
          freezeFrom === null
            ? null
            : new Date(Math.min(schedule.startAt + freezeFrom, schedule.endAt)).toISOString(),
        problems: cached.data.problems.map((p, i) => ({
          id: p.problemId,
          label: String.fromCharCode(65 + i),
          slug: p.slug,
          name: p.name,
        })),
        rows: slice.rows.map((r) => presentRow(r, who.get(r.participationId), viewerPid)),
        page: Math.min(Math.max(1, page), slice.pages),
        page_size: query.page_size,
        pages: slice.pages,
        total: slice.total,
        my_row: myRow ? presentRow(myRow, viewer, viewerPid) : null,
        my_page: myPage,
        updated_at: new Date(cached.builtAt).toISOString(),
      };
    },

    /** The caller's virtual attempt ranked against the real participants at the same elapsed time. */
    async virtualStanding(userId: number, slug: string): Promise<VirtualStanding> {
      const contest = await contestBySlug(slug);
      const virtual = (await createContestRepository(db).participationsOf(userId, [contest.id])).find(
        (p) => p.virtual,
      );
      if (!virtual?.startedAt) throw new ApiError(404, ErrorCode.NOT_FOUND, 'You have no virtual attempt.');
      const at = now();
      const schedule = scheduleOf(contest);
      const cached = await board(contest);
      const mine = await loadBoardData(db, contest, true);
      const me = mine.participants.find((p) => p.participationId === virtual.id)!;
      const window = windowOf(contest, me)!;
      const stop = Math.min(at, window.end, virtual.finishedAt?.getTime() ?? Infinity);
      const elapsedMs = Math.max(0, Math.min(stop - window.start, contestDurationMs(schedule)));
      // Participation ids are positive: the virtual participant's negative id never meets a real one.
      const vid = String(-virtual.id);
      const rows = rankBoard(cached.data, {
        untilElapsedMs: elapsedMs,
        extraParticipants: [{ id: vid, window }],
        extraSubmissions: mine.submissions
          .filter((s) => s.participantId === String(virtual.id))
          .map((s) => ({ ...s, participantId: vid })),
      });
      const row = rows.find((r) => r.participationId === -virtual.id)!;
      return {
        contest_id: contest.id,
        rank: row.rank,
        of: rows.length,
        elapsed_ms: elapsedMs,
        offering_status: offeringStatus(schedule, participationOf(virtual), at),
        row: presentRow(row, me, -virtual.id),
      };
    },

    /** Drops a contest's cached board (tests; the version check already catches every recorded verdict). */
    forget(contestId: number): void {
      cache.delete(contestId);
    },
  };
}

export type StandingsService = ReturnType<typeof createStandingsService>;
