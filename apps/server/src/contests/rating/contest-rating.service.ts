/**
 * Contest rating (issue #7): after a rated contest ends, Elo-MMR (packages/shared/src/contests/elo-mmr.ts, never
 * reimplemented here) rates it from its final standings and each participant's belief after their latest rated
 * contest BEFORE it (new learners: 1500 / 350). Per learner and contest the after-belief is stored beside the
 * history point; recomputing a contest replaces its rows with the same numbers (the rule is deterministic), and
 * every contest rated after it is re-rated in order, since their "before" beliefs came from it.
 *
 * The sweeper (contest-rating.plugin.ts) calls sweep(): in one transaction, under a transaction-scoped advisory
 * lock so only one node of a scaled-out installation rates at a time, it rates every ended rated contest that was
 * never rated.
 *
 * Each rated learner also gets a CONTEST inbox item with the new rating and its change, recorded in the rating
 * transaction (once per learner and contest: a re-rating or a second sweep records nothing new) and pushed
 * to the drawer after the commit through `deliver` (app.notifications.deliver).
 */
import { rateContest } from '@katana/shared/contests/elo-mmr';
import type { EloMmrPlayer } from '@katana/shared/contests/elo-mmr-player';
import { ErrorCode } from '@katana/shared/envelope';
import { NotificationKind } from '@katana/shared/engagement/notifications';
import { recordNotification } from '../../engagement/index.ts';
import type { ContestRatingData, RatingDistributionData } from '@katana/shared/api/contest-rating';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import type { NewContestRatingResultRow } from '../../db/schema/contest-ratings.ts';
import { createContestRatingRepository, type RatedContestInfo } from './contest-rating.repository.ts';
import {
  presentDisabled,
  presentDistribution,
  presentLocked,
  presentRating,
} from './contest-rating.presenter.ts';

/** One participant of the final standings (shape of contests/final-standings.ts finalStandings). */
export interface FinalStanding {
  userId: number;
  /** Final place, 1 = best; ties share a place. */
  rank: number;
  problemsSolved: number;
}

export type FinalStandingsSource = (db: Db, contestId: number) => Promise<readonly FinalStanding[]>;

export interface ContestRatingServiceDeps {
  db: Db;
  /** Told after each commit which learners' ratings changed (the plugin sends them a realtime event). */
  notify?: (contestId: number, changes: readonly { userId: number; rating: number; delta: number }[]) => void;
  /** Pushes a learner's stored inbox items after the commit (the CONTEST "rating updated" item). */
  deliver?: (userId: number) => Promise<unknown>;
  standings: FinalStandingsSource;
  brand: string;
  enabled: boolean;
}

export interface ContestRatedSummary {
  contestId: number;
  /** false: no outcome to learn from (under two participants or all tied): no rating changed, nothing stored. */
  changedRatings: boolean;
  participants: number;
}

export interface SweepResult {
  /** false when another node holds the rating lock: this call did nothing. */
  locked: boolean;
  rated: ContestRatedSummary[];
}

/** Any fixed 64-bit key; the catalogue importer uses another one. */
const SWEEP_LOCK_KEY = 7365429812;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RatedWithChanges extends ContestRatedSummary {
  changes: { userId: number; rating: number; delta: number }[];
}

/** The drawer item of a rating change: "Your contest rating is now 1,523 (+23)", body the contest's name. */
export function ratingUpdatedItem(r: { contestName: string; ratingAfter: number; delta: number }) {
  const change = r.delta > 0 ? `+${r.delta}` : r.delta < 0 ? `−${Math.abs(r.delta)}` : '±0';
  return {
    title: `Your contest rating is now ${r.ratingAfter.toLocaleString('en-IN')} (${change})`,
    body: `After ${r.contestName}`,
  };
}

export const ratingUpdatedDedupeKey = (contestId: number) => `contest-rating:${contestId}`;

async function rateOne(
  tx: Db,
  contest: RatedContestInfo,
  standings: FinalStandingsSource,
): Promise<RatedWithChanges> {
  const repo = createContestRatingRepository(tx);
  const participants = await standings(tx, contest.id);
  const beliefs = await repo.beliefsBefore(
    participants.map((p) => p.userId),
    contest.endedAt,
    contest.id,
  );
  const players = new Map<string, EloMmrPlayer>();
  for (const [userId, belief] of beliefs) players.set(String(userId), belief);
  const outcome = rateContest(
    participants.map((p) => ({ id: String(p.userId), rank: p.rank })),
    players,
  );
  const solvedBy = new Map(participants.map((p) => [String(p.userId), p.problemsSolved]));
  const rows: NewContestRatingResultRow[] = outcome.rated
    ? outcome.changes.map((c) => ({
        contestId: contest.id,
        userId: Number(c.id),
        contestName: contest.name,
        contestSlug: contest.slug,
        contestEndedAt: contest.endedAt,
        rank: c.rank,
        problemsSolved: solvedBy.get(c.id) ?? 0,
        performance: c.performance,
        ratingBefore: c.ratingBefore,
        ratingAfter: c.ratingAfter,
        delta: c.delta,
        belief: c.after,
      }))
    : [];
  const touched = await repo.replaceResults(contest, rows, outcome.rated);
  await repo.refreshCurrent(touched);
  for (const r of rows) {
    await recordNotification(tx, {
      userId: r.userId,
      kind: NotificationKind.CONTEST,
      ...ratingUpdatedItem(r),
      link: '/profile',
      eventData: { contest_id: contest.id, rating: r.ratingAfter, delta: r.delta },
      dedupeKey: ratingUpdatedDedupeKey(contest.id),
    });
  }
  return {
    contestId: contest.id,
    changedRatings: outcome.rated,
    participants: participants.length,
    changes: rows.map((r) => ({ userId: r.userId, rating: r.ratingAfter, delta: r.delta })),
  };
}

export function createContestRatingService(deps: ContestRatingServiceDeps) {
  const { db, standings } = deps;
  const repo = createContestRatingRepository(db);

  /** After the commit: tells each contest's learners, and returns the summaries without the per-learner rows. */
  async function announce(rated: RatedWithChanges[]): Promise<ContestRatedSummary[]> {
    const learners = new Set<number>();
    const summaries = rated.map(({ changes, ...summary }) => {
      if (changes.length > 0) deps.notify?.(summary.contestId, changes);
      for (const c of changes) learners.add(c.userId);
      return summary;
    });
    for (const userId of learners) {
      // Stored and committed: a failed push is retried by the learner's next delivery or socket connect.
      await deps.deliver?.(userId).catch(() => undefined);
    }
    return summaries;
  }

  /** Rates the contest, then re-rates every contest already rated after it, in order. Inside `tx`. */
  async function rateWithLater(tx: Db, contest: RatedContestInfo): Promise<RatedWithChanges[]> {
    const inTx = createContestRatingRepository(tx);
    const later = await inTx.ratedAfter(contest.endedAt, contest.id);
    const done = [await rateOne(tx, contest, standings)];
    for (const id of later) {
      const info = await inTx.contestInfo(id);
      if (info) done.push(await rateOne(tx, info, standings));
    }
    return done;
  }

  return {
    /** (Re)rate one ended rated contest and every later rated one. Returns what was rated, in order. */
    async rate(contestId: number, now = new Date()): Promise<ContestRatedSummary[]> {
      const contest = await repo.contestInfo(contestId);
      if (!contest) throw new ApiError(404, ErrorCode.NOT_FOUND, 'Contest not found.');
      if (!contest.rated) throw new ApiError(400, ErrorCode.BAD_REQUEST, 'This contest is not rated.');
      if (contest.endedAt > now)
        throw new ApiError(409, ErrorCode.CONFLICT, 'The contest has not ended yet.');
      const rated = await db.transaction(async (tx) => {
        await createContestRatingRepository(tx as unknown as Db).lock(SWEEP_LOCK_KEY);
        return rateWithLater(tx as unknown as Db, contest);
      });
      return announce(rated);
    },

    /** Rates every ended rated contest not rated yet, oldest first, under the cluster-wide rating lock. */
    async sweep(now = new Date()): Promise<SweepResult> {
      const result = await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const inTx = createContestRatingRepository(tx);
        if (!(await inTx.tryLock(SWEEP_LOCK_KEY))) return { locked: false, rated: [] };
        const rated: RatedWithChanges[] = [];
        for (const contest of await inTx.unratedEndedContests(now)) {
          rated.push(...(await rateWithLater(tx, contest)));
        }
        return { locked: true, rated };
      });
      return { locked: result.locked, rated: await announce(result.rated) };
    },

    /** The rating widget of the signed-in viewer (no uuid) or of anyone by uuid. */
    async widget(viewerId: number | null, uuid: string | undefined): Promise<ContestRatingData> {
      if (!uuid && viewerId === null) return presentLocked();
      const target = uuid
        ? UUID.test(uuid)
          ? await repo.userByUuid(uuid)
          : undefined
        : await repo.userById(viewerId!);
      if (!target) throw new ApiError(404, ErrorCode.NOT_FOUND, 'User not found.');
      const isSelf = target.id === viewerId;
      if (!deps.enabled) return presentDisabled(target, isSelf);
      const [history, ratings] = await Promise.all([repo.history(target.id), repo.currentRatings()]);
      return presentRating({ target, isSelf, history, ratings, brand: deps.brand });
    },

    async distribution(): Promise<RatingDistributionData> {
      if (!deps.enabled) return { enabled: false, rating_distribution: [], total_rated: 0 };
      return presentDistribution(await repo.currentRatings());
    },
  };
}

export type ContestRatingService = ReturnType<typeof createContestRatingService>;
