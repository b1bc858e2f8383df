/**
 * Contest participation EXP (issue #6: "source: ... contest"; spec 02 §1 "Learners earn EXP by ... taking part in
 * contests"): once a contest has ended (its standings are final), every official participant who made at least
 * one submission in it gets CONTEST_PARTICIPATION_EXP once, keyed by the contest (ledger UNIQUE user+source+id).
 *
 * - Rated or not, and whether contest rating is on or off: taking part is what is rewarded, so this is its own
 *   sweep, not part of the rating sweep (which CONTEST_RATING_ENABLED switches off).
 * - Virtual participations earn nothing: a virtual attempt replays a contest that is already over, any number of
 *   learners any number of times, and paying for it would turn old contests into an EXP farm. It also never counts
 *   for rating, for the same reason.
 * - Idempotent across sweeps, restarts and nodes: a sweep asks the database which pairs have no CONTEST row yet
 *   (so a failed or interrupted sweep is simply finished by the next one), under a transaction-scoped advisory
 *   lock so only one node awards at a time, and the ledger's unique key holds even without the lock.
 * - The award is dated at the contest's end: the booster active then, the IST day and the leaderboard week of the
 *   contest (and its ContestRound board). Contests that ended more than LOOKBACK_MS ago are left alone, so
 *   deploying this on an old installation does not pay out for its whole contest history.
 * - Toasts ('Contest participation') are recorded in the award's transaction and pushed after the commit: over
 *   the socket to a learner online now, else listed by unread_toasts on the next page load.
 * - The same step grants the ContestRound badge the learner's final official rank earns (contestRoundBadgeLevel:
 *   with its contest_rank, through grantBadge, so it is as idempotent as the award), with its PROFILE inbox item.
 */
import { CONTEST_PARTICIPATION_EXP, ExpSource } from '@katana/shared/engagement/exp-awards';
import { DAY_MS } from '@katana/shared/engagement/ist-time';
import { contestRoundBadgeLevel } from '@katana/shared/engagement/badges';
import type { Db } from '../db/client.ts';
import { awardExp, grantBadge } from '../engagement/index.ts';
import { finalStandings, type FinalStanding } from './final-standings.ts';
import { createContestParticipationExpRepository } from './contest-participation-exp.repository.ts';

/** How far back a sweep looks for ended contests (covers a node being down for days, not years of history). */
export const PARTICIPATION_EXP_LOOKBACK_MS = 7 * DAY_MS;
const LOCK_KEY = 'katana:contest-participation-exp';
/** Awards per transaction: a contest of 20,000 participants is paid in bounded steps. */
const BATCH = 200;
const MAX_BATCHES_PER_SWEEP = 50;

export interface ParticipationAwarded {
  userId: number;
  contestId: number;
}

export interface ParticipationSweepResult {
  /** false when another node held the lock: this call awarded nothing. */
  locked: boolean;
  awarded: ParticipationAwarded[];
}

export interface ContestParticipationExpDeps {
  db: Db;
  /** Pushes a learner's recorded toasts (app.notifications.deliver), after the commit. */
  deliver(userId: number): Promise<unknown>;
  warn(details: object, message: string): void;
}

export function createContestParticipationExpService(deps: ContestParticipationExpDeps) {
  /** One batch in one transaction under the lock; `full` when more may be owed. */
  async function batch(now: Date, skip: Set<string>) {
    return deps.db.transaction(async (tx) => {
      if (!(await createContestParticipationExpRepository(tx).tryLock(LOCK_KEY)))
        return { locked: false, awarded: [], full: false };
      const owed = await createContestParticipationExpRepository(tx).owed(
        { endedAfter: new Date(now.getTime() - PARTICIPATION_EXP_LOOKBACK_MS), endedBy: now },
        BATCH + skip.size,
      );
      const todo = owed.filter((o) => !skip.has(`${o.userId}:${o.contestId}`)).slice(0, BATCH);
      const awarded: ParticipationAwarded[] = [];
      const standings = new Map<number, Map<number, FinalStanding>>();
      for (const o of todo) {
        try {
          // A savepoint: one learner's failure rolls back that award only.
          const row = await awardExp(tx, {
            userId: o.userId,
            source: ExpSource.CONTEST,
            sourceId: String(o.contestId),
            basePoints: CONTEST_PARTICIPATION_EXP,
            at: o.endAt,
            title: o.title,
            leaderboardEntities: [{ entityType: 'ContestRound', entityId: String(o.contestId) }],
          });
          if (row) awarded.push({ userId: o.userId, contestId: o.contestId });
          if (!standings.has(o.contestId)) {
            const board = await finalStandings(tx, o.contestId);
            standings.set(o.contestId, new Map(board.map((s) => [s.userId, s])));
          }
          const standing = standings.get(o.contestId)!.get(o.userId);
          const level = standing ? contestRoundBadgeLevel(standing.rank, standing.problemsSolved) : null;
          if (standing && level !== null) {
            await grantBadge(tx, {
              userId: o.userId,
              badgeKey: `ContestRound:${o.contestId}`,
              tier: level,
              at: o.endAt,
              entityName: o.title,
              entitySlug: o.slug,
              contestRank: standing.rank,
            });
          }
        } catch (err) {
          skip.add(`${o.userId}:${o.contestId}`);
          deps.warn(
            { err: { message: (err as Error).message }, userId: o.userId, contestId: o.contestId },
            'contest participation EXP: award failed (retried by the next sweep)',
          );
        }
      }
      return { locked: true, awarded, full: todo.length === BATCH };
    });
  }

  return {
    /** Awards every participation owed at `now`; safe to call from every node, as often as wanted. */
    async sweep(now = new Date()): Promise<ParticipationSweepResult> {
      const awarded: ParticipationAwarded[] = [];
      const skip = new Set<string>();
      let locked = false;
      for (let i = 0; i < MAX_BATCHES_PER_SWEEP; i++) {
        const result = await batch(now, skip);
        if (i === 0) locked = result.locked;
        awarded.push(...result.awarded);
        // After the commit: the toasts reach learners online now (the rest see them on their next load).
        for (const userId of new Set(result.awarded.map((a) => a.userId))) {
          await deps
            .deliver(userId)
            .catch((err: unknown) =>
              deps.warn(
                { err: { message: (err as Error).message }, userId },
                'contest participation EXP: delivery failed',
              ),
            );
        }
        if (!result.locked || !result.full) break;
      }
      return { locked, awarded };
    },
  };
}

export type ContestParticipationExpService = ReturnType<typeof createContestParticipationExpService>;
