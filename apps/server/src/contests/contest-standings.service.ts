/**
 * Standings (issue #7): the board of a contest is read in two queries and ranked by the shared rules once per
 * standings version (every recorded verdict and every start bumps it), then cached per contest: a page request
 * costs one version lookup and a slice. During the freeze (the last N minutes) viewers see the frozen board --
 * others' late submissions pending -- while their own row stays live, ranked against the frozen rows. Virtual
 * attempts get their would-be rank against the real board at the same elapsed time.
 */
import { ErrorCode } from '@katana/shared/envelope';
import type { ContestStandings, StandingsRow, VirtualStanding } from '@katana/shared/api/contests';
import { boardEntrant } from '@katana/shared/profile/board-entrant';
import {
  contestDurationMs,
  freezeFromElapsedMs,
  isStandingsFrozen,
  offeringStatus,
} from '@katana/shared/contests/contest-lifecycle';
import { ApiError } from '../plugins/app/api-error.ts';
import type { Db } from '../db/client.ts';
import type { ContestRow } from '../db/schema/contests.ts';
import {
  loadBoardData,
  rankBoard,
  scheduleOf,
  windowOf,
  type BoardData,
  type BoardParticipant,
  type BoardRow,
} from './contest-board.ts';
import { participationOf } from './contest.presenter.ts';
import { keyOf, keysEqual, standingsStore as store, syncStandings } from './contest-standings-store.ts';
import { createContestRepository } from './contest.repository.ts';

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

function presentRow(
  row: BoardRow,
  who: BoardParticipant | undefined,
  viewerPid: number | null,
): StandingsRow {
  const isMe = viewerPid !== null && row.participationId === viewerPid;
  const { uuid, name, image, profile_linked } = who
    ? boardEntrant(who, isMe ? who.userId : null)
    : boardEntrant({ userId: 0, uuid: '', name: null, image: null, profileVisibility: 'private' }, null);
  return {
    rank: row.rank,
    user: { uuid, name, image, profile_linked },
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
    is_me: isMe,
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

  async function contestBySlug(slug: string): Promise<ContestRow> {
    const contest = await createContestRepository(db).findBySlug(slug);
    if (!contest) throw notFound();
    return contest;
  }

  /** Stored rows are synced with the participations once per standings version (a start bumps it). */
  const synced = new Map<number, number>();
  /** Per version: first-to-solve times and the row count (both scan the contest's rows). */
  const perVersion = new Map<
    number,
    { version: number; firstSolves: Awaited<ReturnType<typeof store.firstSolves>>; total: number }
  >();

  async function prepare(contest: ContestRow) {
    const version = (await createContestRepository(db).version(contest.id)) ?? 0;
    if (synced.get(contest.id) !== version) {
      await syncStandings(db, contest);
      synced.set(contest.id, version);
    }
    let cached = perVersion.get(contest.id);
    if (cached?.version !== version) {
      cached = {
        version,
        firstSolves: await store.firstSolves(db, contest),
        total: await store.total(db, contest.id),
      };
      perVersion.set(contest.id, cached);
    }
    return cached;
  }

  return {
    /**
     * One page from the stored board (contest-standings-store.ts): an indexed ORDER BY ... LIMIT, the first row's
     * rank by a COUNT of strictly better rows, cells for the page's participants only. During the freeze the page
     * is in frozen order and the viewer's own row is live, ranked by the frozen rows strictly better than it.
     */
    async standings(
      viewerId: number | null,
      slug: string,
      query: { page: number; page_size: number; around_me?: 'true' | 'false' | undefined },
    ): Promise<ContestStandings> {
      const contest = await contestBySlug(slug);
      const at = now();
      const schedule = scheduleOf(contest);
      const { firstSolves, total } = await prepare(contest);
      const frozen = isStandingsFrozen(schedule, at);
      const size = Math.max(1, Math.floor(query.page_size));
      const pages = Math.max(1, Math.ceil(total / size));

      const official =
        viewerId === null
          ? undefined
          : (await createContestRepository(db).participationsOf(viewerId, [contest.id])).find(
              (p) => !p.virtual && p.startedAt,
            );
      const orderKey = official ? await store.one(db, official.id, frozen) : undefined;
      const viewerPid = orderKey && official ? official.id : null;
      const myPage =
        viewerPid === null
          ? null
          : Math.floor((await store.position(db, contest, frozen, viewerPid, orderKey!)) / size) + 1;
      const page = Math.min(
        Math.max(1, Math.floor(query.around_me === 'true' && myPage !== null ? myPage : query.page)),
        pages,
      );
      const stored = await store.page(db, contest, frozen, (page - 1) * size, size);

      const ids = stored.map((r) => r.participationId);
      if (viewerPid !== null && !ids.includes(viewerPid)) ids.push(viewerPid);
      const data = await loadBoardData(db, contest, false, ids);
      const from = freezeFromElapsedMs(schedule) ?? 0;
      const computed = frozen
        ? rankBoard(data, {
            freeze: { fromElapsedMs: from, viewerId: viewerPid === null ? null : String(viewerPid) },
          })
        : rankBoard(data);
      const byPid = new Map(computed.map((r) => [r.participationId, r]));
      const who = new Map(data.participants.map((p) => [p.participationId, p]));
      // First-to-solve is against the whole board (live for the viewer's own row, as seen through the freeze for others).
      const mark = (row: BoardRow, live: boolean): BoardRow => ({
        ...row,
        cells: row.cells.map((c) => {
          const f = firstSolves.get(c.problemId);
          const earliest = f ? (live ? f.live : f.frozen) : null;
          return { ...c, firstToSolve: c.solvedAtMs !== null && c.solvedAtMs === earliest };
        }),
      });

      let myRow: BoardRow | null = null;
      if (viewerPid !== null) {
        const mine = byPid.get(viewerPid)!;
        const ahead = frozen
          ? await store.countBetter(db, contest, true, keyOf(mine), viewerPid)
          : await store.countBetter(db, contest, false, keyOf(mine));
        myRow = { ...mark(mine, true), rank: ahead + 1 };
      }
      const rows: BoardRow[] = [];
      for (let i = 0; i < stored.length; i++) {
        const s = stored[i]!;
        if (s.participationId === viewerPid) {
          rows.push(myRow!);
          continue;
        }
        const prev = i > 0 ? stored[i - 1]! : null;
        const rank =
          prev === null
            ? (await store.countBetter(db, contest, frozen, s)) + 1
            : keysEqual(contest, prev, s)
              ? rows[i - 1]!.participationId === viewerPid
                ? (await store.countBetter(db, contest, frozen, s)) + 1
                : rows[i - 1]!.rank
              : (page - 1) * size + i + 1;
        rows.push({ ...mark(byPid.get(s.participationId)!, !frozen), rank });
      }
      const viewer = viewerPid === null ? undefined : who.get(viewerPid);
      const freezeFrom = freezeFromElapsedMs(schedule);
      return {
        contest_id: contest.id,
        format: contest.format === 'IOI' ? 'IOI' : 'ICPC',
        frozen,
        freeze_at:
          freezeFrom === null
            ? null
            : new Date(Math.min(schedule.startAt + freezeFrom, schedule.endAt)).toISOString(),
        problems: data.problems.map((p, i) => ({
          id: p.problemId,
          label: String.fromCharCode(65 + i),
          slug: p.slug,
          name: p.name,
        })),
        rows: rows.map((r) => presentRow(r, who.get(r.participationId), viewerPid)),
        page,
        page_size: query.page_size,
        pages,
        total,
        my_row: myRow ? presentRow(myRow, viewer, viewerPid) : null,
        my_page: myPage,
        updated_at: new Date(at).toISOString(),
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
