/**
 * Contests for learners (issue #7; spec 03 §3 contest problem list, §7 start / submit contest, unregister): the
 * list and detail with the caller's participation, register / unregister, start (official, windowed or virtual),
 * finish (end test), the contest problem list with userScore / userAttemptStats, and the guard that lets a
 * practice submission with a contest's offering_id through only while the learner's attempt is live.
 */
import { ErrorCode } from '@katana/shared/envelope';
import {
  CONTEST_NOT_LIVE_MESSAGE,
  type ContestDetail,
  type ContestListPage,
  type ContestProblemList,
  type contestListQuerySchema,
} from '@katana/shared/api/contests';
import {
  canFinish,
  canRegister,
  canStart,
  canStartVirtual,
  canSubmit,
  canUnregister,
} from '@katana/shared/contests/contest-lifecycle';
import { contestProblemProgress } from '@katana/shared/contests/contest-problem-list';
import { Verdict } from '@katana/shared/verdicts';
import type { z } from 'zod';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { ApiError } from '../plugins/app/api-error.ts';
import type { Db } from '../db/client.ts';
import type { ContestParticipationRow, ContestRow } from '../db/schema/contests.ts';
import { scheduleOf } from './contest-board.ts';
import {
  currentParticipation,
  participationOf,
  presentDetail,
  presentSummary,
  problemsVisible,
} from './contest.presenter.ts';
import { createContestRepository } from './contest.repository.ts';
import {
  recordHighlightedEventRegistration,
  removeHighlightedEventRegistration,
} from '../engagement/index.ts';
import { contestEventId } from './contest-admin.ts';

export interface ContestServiceDeps {
  db: Db;
  now?: () => number;
  /** After a participant starts or finishes: the board changed (the standings cache and live viewers). */
  onBoardChange?: (contest: ContestRow) => void;
}

const notFound = () => new ApiError(404, ErrorCode.NOT_FOUND, 'Contest not found.');
const conflict = (message: string) => new ApiError(409, ErrorCode.CONFLICT, message);
const forbidden = (message: string) => new ApiError(403, ErrorCode.FORBIDDEN, message);

export function createContestService(deps: ContestServiceDeps) {
  const { db } = deps;
  const contests = createContestRepository(db);
  const now = deps.now ?? (() => Date.now());

  async function bySlug(slug: string): Promise<ContestRow> {
    const contest = await contests.findBySlug(slug);
    if (!contest) throw notFound();
    return contest;
  }

  async function byId(id: number): Promise<ContestRow> {
    const contest = await contests.findById(id);
    if (!contest) throw notFound();
    return contest;
  }

  /** The slug and the offering id must name the same contest (a stale tab cannot act on another one). */
  async function bySlugAndOffering(slug: string, offeringId: number | undefined): Promise<ContestRow> {
    const contest = await bySlug(slug);
    if (offeringId !== undefined && offeringId !== contest.id) throw notFound();
    return contest;
  }

  async function detailOf(contest: ContestRow, userId: number | null): Promise<ContestDetail> {
    const [problemCounts, registered, participations] = await Promise.all([
      contests.problemCounts([contest.id]),
      contests.registeredCounts([contest.id]),
      userId === null ? null : contests.participationsOf(userId, [contest.id]),
    ]);
    const summary = presentSummary(
      contest,
      { problems: problemCounts.get(contest.id) ?? 0, registered: registered.get(contest.id) ?? 0 },
      participations,
      now(),
    );
    return presentDetail(summary, contest);
  }

  async function official(userId: number, contestId: number): Promise<ContestParticipationRow | undefined> {
    return (await contests.participationsOf(userId, [contestId])).find((r) => !r.virtual);
  }

  return {
    async list(
      userId: number | null,
      query: z.infer<typeof contestListQuerySchema>,
    ): Promise<ContestListPage> {
      const at = now();
      const { rows, total } = await contests.list(
        { category: query.category, status: query.status, now: new Date(at) },
        query.page,
        query.page_size,
      );
      const ids = rows.map((r) => r.id);
      const [problemCounts, registered, participations] = await Promise.all([
        contests.problemCounts(ids),
        contests.registeredCounts(ids),
        userId === null ? null : contests.participationsOf(userId, ids),
      ]);
      return {
        contests: rows.map((c) =>
          presentSummary(
            c,
            { problems: problemCounts.get(c.id) ?? 0, registered: registered.get(c.id) ?? 0 },
            participations,
            at,
          ),
        ),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /**
     * The contest a page names: /contests/{slug}, or its classroom /contests/{slug}/{offering_id}/problems where
     * the offering id must be the same contest's. undefined: the page answers 404.
     */
    async pageContest(slug: string, offeringId?: string): Promise<ContestRow | undefined> {
      const contest = await contests.findBySlug(slug);
      if (!contest || (offeringId !== undefined && offeringId !== String(contest.id))) return undefined;
      return contest;
    },

    async detail(userId: number | null, slug: string): Promise<ContestDetail> {
      return detailOf(await bySlug(slug), userId);
    },

    async register(userId: number, contestId: number): Promise<ContestDetail> {
      const contest = await byId(contestId);
      if (!canRegister(scheduleOf(contest), now()))
        throw conflict('Registration for this contest is closed.');
      const row = await contests.insertParticipation({
        contestId,
        userId,
        virtual: false,
      });
      if (row.registeredAt == null)
        await contests.updateParticipation(row.id, { registeredAt: new Date(now()) });
      await recordHighlightedEventRegistration(db, { eventId: contestEventId(contestId), userId });
      return detailOf(contest, userId);
    },

    async unregister(userId: number, contestId: number): Promise<ContestDetail> {
      const contest = await byId(contestId);
      const row = await official(userId, contestId);
      if (!row) throw conflict('You are not registered for this contest.');
      if (!canUnregister(scheduleOf(contest), participationOf(row), now()))
        throw conflict('You can no longer unregister from this contest.');
      await contests.deleteParticipation(row.id);
      await removeHighlightedEventRegistration(db, { eventId: contestEventId(contestId), userId });
      return detailOf(contest, userId);
    },

    async start(
      userId: number,
      body: { slug: string; offering_id: number; virtual?: boolean | undefined },
    ): Promise<ContestDetail> {
      const contest = await bySlugAndOffering(body.slug, body.offering_id);
      const s = scheduleOf(contest);
      const at = now();
      const rows = await contests.participationsOf(userId, [contest.id]);
      if (body.virtual) {
        const existing = rows.find((r) => r.virtual);
        if (!canStartVirtual(s, existing ? participationOf(existing) : null, at))
          throw conflict(
            at < s.endAt
              ? 'A virtual attempt opens once the contest has ended.'
              : 'Your virtual attempt is still running.',
          );
        const row = await contests.insertParticipation({
          contestId: contest.id,
          userId,
          virtual: true,
        });
        await contests.clearResults(row.id);
        await contests.updateParticipation(row.id, {
          registeredAt: new Date(at),
          startedAt: new Date(at),
          finishedAt: null,
        });
        return detailOf(contest, userId);
      }
      let row = rows.find((r) => !r.virtual);
      if (!row?.registeredAt) {
        if (!contest.guestAllowed) throw forbidden('Register for this contest first.');
        row = await contests.insertParticipation({
          contestId: contest.id,
          userId,
          virtual: false,
          registeredAt: new Date(at),
        });
      }
      if (row.startedAt) throw conflict('You have already started this contest.');
      if (!canStart(s, participationOf(row), at))
        throw conflict(at < s.startAt ? 'The contest has not started yet.' : 'The contest has ended.');
      await contests.updateParticipation(row.id, { startedAt: new Date(at) });
      await contests.bumpVersion(contest.id);
      deps.onBoardChange?.(contest);
      return detailOf(contest, userId);
    },

    /** End test: the attempt stops counting submissions now. */
    async finish(userId: number, body: { slug: string; offering_id: number }): Promise<ContestDetail> {
      const contest = await bySlugAndOffering(body.slug, body.offering_id);
      const at = now();
      const row = currentParticipation(contest, await contests.participationsOf(userId, [contest.id]), at);
      if (!row || !canFinish(scheduleOf(contest), participationOf(row), at))
        throw conflict('There is no running attempt to end.');
      await contests.updateParticipation(row.id, { finishedAt: new Date(at) });
      if (!row.virtual) {
        await contests.bumpVersion(contest.id);
        deps.onBoardChange?.(contest);
      }
      return detailOf(contest, userId);
    },

    async problemList(
      userId: number,
      query: { slug: string; offering_id?: number | undefined },
    ): Promise<ContestProblemList> {
      const contest = await bySlugAndOffering(query.slug, query.offering_id);
      const detail = await detailOf(contest, userId);
      if (!problemsVisible(detail))
        throw forbidden(
          detail.phase === 'live'
            ? 'Start the contest to see its problems.'
            : 'The contest has not started yet.',
        );
      const problemRows = await contests.problems(contest.id);
      const row = currentParticipation(contest, await contests.participationsOf(userId, [contest.id]), now());
      const attempts = row ? await contests.submissionsOf(row.id) : [];
      const marked = new Set(await contests.markedProblemIds(userId, contest.id));
      const progress = contestProblemProgress(
        problemRows.map((p) => String(p.problemId)),
        attempts.map((a) => ({
          problemId: String(a.problemId),
          status: a.verdict === Verdict.CORRECT_ANSWER ? 'ACCEPTED' : 'ATTEMPTED',
        })),
        [...marked].map(String),
      );
      return {
        contest: detail,
        problems: problemRows.map((p, i) => ({
          id: p.id,
          offerable_type: 'Problem' as const,
          label: String.fromCharCode(65 + i),
          points: p.points,
          problem: {
            id: p.problemId,
            slug: p.slug,
            name: p.name,
            problem_type: p.problemType,
            difficulty: p.difficulty,
            max_score: p.maxScore,
          },
          solution_languages: p.languages,
          // Live problems are not for search engines.
          set_no_index: detail.phase !== 'ended',
          is_marked_for_review: marked.has(p.problemId),
        })),
        userScore: progress.userScore,
        userAttemptStats: progress.userAttemptStats,
      };
    },

    /**
     * Practice's access policy, contests' part (a SQL condition on the problem's id): the practice catalogue must
     * not show contest-only problems (hidden_until_start) of a contest that has not started at `at`. Catalogue
     * problems used in a contest stay public.
     */
    hiddenFromCatalogue(problemId: SQLWrapper, at: Date): SQL {
      return contests.contestOnlyProblem(problemId, at);
    },

    /**
     * When contests' answers to practice's access policy next change by the clock: the next start (contest-only
     * problems appear, solutions lock) or end (solutions open) after `at`.
     */
    nextChangeAfter(at: Date): Promise<Date | null> {
      return contests.nextStartOrEndAfter(at);
    },

    /**
     * Problems practice must never put forward on its own (the problem of the day): every contest-only problem,
     * whatever its contest's state, so a pick neither reveals one before the start nor spoils a virtual attempt.
     */
    reservedFromCatalogue(problemId: SQLWrapper): SQL {
      return contests.contestOnlyProblem(problemId);
    },

    /**
     * Spec 03 §2 contest row: the solution opens only once the contest is finished. Locked while any contest
     * with the problem is live (a participant who finished early cannot read it while others compete, nor can a
     * friend pass it on) and during the caller's own virtual attempt.
     */
    async solutionLocked(userId: number | null, problemSlug: string): Promise<boolean> {
      const at = now();
      const open = await contests.openContestsWithProblem(problemSlug, new Date(at));
      if (open.some((c) => c.startAt.getTime() <= at)) return true;
      if (userId === null) return false;
      const virtual = await contests.virtualAttemptsWithProblem(userId, problemSlug);
      return virtual.some(({ contest, participation }) =>
        canSubmit(scheduleOf(contest), participationOf(participation), at),
      );
    },

    /**
     * A practice submission carrying an offering_id: when that is a contest, the problem must be one of its
     * problems and the learner's attempt ACTIVE; other offerings are not ours to judge. An ICPC contest scores a
     * problem only when accepted, so its submissions are judged all or nothing (stop at the first failing test).
     */
    async guardSubmission(
      userId: number,
      problemId: number,
      offeringId: number,
    ): Promise<{ allOrNothing: boolean } | undefined> {
      const contest = await contests.findById(offeringId);
      if (!contest) return undefined;
      if (!(await contests.findProblem(contest.id, problemId)))
        throw new ApiError(400, ErrorCode.BAD_REQUEST, 'This problem is not part of the contest.');
      const row = currentParticipation(contest, await contests.participationsOf(userId, [contest.id]), now());
      if (!row || !canSubmit(scheduleOf(contest), participationOf(row), now()))
        throw forbidden(CONTEST_NOT_LIVE_MESSAGE);
      return { allOrNothing: contest.format === 'ICPC' };
    },
  };
}

export type ContestService = ReturnType<typeof createContestService>;
