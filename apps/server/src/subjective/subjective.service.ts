/** The rules of SUBJECTIVE answers and reviews (see index.ts); the routes call this, the repository stores. */
import type { SQL } from 'drizzle-orm';
import { ErrorCode } from '@katana/shared/envelope';
import { SUBJECTIVE_QUEUE_LIMIT, SubjectiveMessage } from '@katana/shared/api/subjective';
import type { SubjectiveItem } from '@katana/shared/items/item-types';
import { ApiError } from '../plugins/app/api-error.ts';
import { countedScores, peerScore } from './peer-score.ts';
import { presentMyAnswer, presentQueuedAnswer, presentReviewTask } from './subjective.presenter.ts';
import type { SubjectiveRepository } from './subjective.repository.ts';

type ProblemWithMarkdown = NonNullable<Awaited<ReturnType<SubjectiveRepository['problemById']>>>;

export interface Reviewer {
  userId: number;
  isModerator: boolean;
}

export interface SubjectiveServiceDeps {
  repo: SubjectiveRepository;
  visibleTo(userId: number): SQL | undefined;
  /** Records the final score as a practice submission (solved when passed); returns its id. */
  recordScore(
    userId: number,
    problemId: number,
    result: { percentage: number; passed: boolean },
  ): Promise<string>;
  renderMarkdown(text: string): string;
  /** The problem's statement as HTML (the copy stored at import when current). */
  statementHtml(problem: ProblemWithMarkdown): string;
  /** Peer reviews an answer needs before it gets a score (config.subjective.peerReviews). */
  peerReviews: number;
  /** Reviews one learner may give per UTC day (config.subjective.reviewsPerDay). */
  reviewsPerDay: number;
  now?: () => Date;
}

const fail = (status: number, code: number, message: string, field?: string): ApiError =>
  new ApiError(status, code, message, field ? { [field]: message } : undefined);
const notFound = (what: string) => fail(404, ErrorCode.NOT_FOUND, `${what} not found.`);

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export function createSubjectiveService(deps: SubjectiveServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function problemOf(slug: string, userId: number) {
    const problem = await repo.problemBySlug(slug, deps.visibleTo(userId));
    if (!problem) throw notFound('Problem');
    if (problem.problemType !== 'SUBJECTIVE' || !problem.item)
      throw fail(400, ErrorCode.BAD_REQUEST, SubjectiveMessage.notSubjective);
    return { ...problem, item: problem.item as unknown as SubjectiveItem };
  }

  const topLevel = (item: SubjectiveItem) => item.rubric.levels.length - 1;

  /** An answer with its problem, when practice's access policy shows that problem to the viewer. */
  async function answerWithProblem(answerId: number, viewerId: number) {
    const answer = await repo.answerById(answerId);
    if (!answer) throw notFound('Answer');
    const problem = await repo.problemById(answer.problemId, deps.visibleTo(viewerId));
    if (!problem?.item || problem.problemType !== 'SUBJECTIVE') throw notFound('Answer');
    return { answer, problem, item: problem.item as unknown as SubjectiveItem };
  }

  async function reviewsLeft(userId: number): Promise<number> {
    return Math.max(0, deps.reviewsPerDay - (await repo.reviewsSince(userId, startOfUtcDay(now()))));
  }

  async function finalise(
    answer: { id: number; userId: number; problemId: number },
    item: SubjectiveItem,
    score: number,
    scoredBy: 'peers' | 'moderator',
  ): Promise<void> {
    if (!(await repo.setScore(answer.id, { score, scoredBy, at: now() }))) return;
    const submissionId = await deps.recordScore(answer.userId, answer.problemId, {
      percentage: Math.round((score / topLevel(item)) * 100),
      passed: score >= item.rubric.passScore,
    });
    await repo.setSubmission(answer.id, submissionId);
  }

  async function myAnswer(userId: number, problemId: number, item: SubjectiveItem) {
    const answer = await repo.answerOf(problemId, userId);
    const reviews = answer ? await repo.reviewsOf(answer.id) : [];
    const peerScores = reviews.filter((r) => r.role === 'peer').map((r) => r.score);
    const counted = countedScores(peerScores);
    const byModerator = answer?.scoredBy === 'moderator';
    let peer = 0;
    return presentMyAnswer({
      answer: answer ?? null,
      reviews: reviews.map((r) => ({
        ...r,
        counted: r.role === 'moderator' ? true : !byModerator && (counted[peer++] ?? true),
      })),
      maxScore: topLevel(item),
      passScore: item.rubric.passScore,
      reviewsNeeded: deps.peerReviews,
      reviewsLeftToday: await reviewsLeft(userId),
      render: deps.renderMarkdown,
    });
  }

  return {
    async mine(userId: number, slug: string) {
      const problem = await problemOf(slug, userId);
      return myAnswer(userId, problem.id, problem.item);
    },

    /** One current answer per learner and problem: a resubmission replaces it until its first review. */
    async submit(userId: number, slug: string, body: string) {
      const problem = await problemOf(slug, userId);
      const existing = await repo.answerOf(problem.id, userId);
      if (existing && (existing.status !== 'waiting' || (await repo.reviewsOf(existing.id)).length > 0))
        throw fail(409, ErrorCode.CONFLICT, SubjectiveMessage.alreadyReviewed);
      await repo.saveAnswer(problem.id, userId, body, now());
      return myAnswer(userId, problem.id, problem.item);
    },

    /** Peers must have answered the problem themselves; moderators may review any answer. */
    async next(reviewer: Reviewer, slug: string) {
      const problem = await problemOf(slug, reviewer.userId);
      if (!reviewer.isModerator && !(await repo.answerOf(problem.id, reviewer.userId)))
        throw fail(403, ErrorCode.FORBIDDEN, SubjectiveMessage.notAnswered);
      const left = await reviewsLeft(reviewer.userId);
      const answer =
        left > 0 || reviewer.isModerator ? await repo.nextToReview(problem.id, reviewer.userId) : null;
      return presentReviewTask(answer ?? null, left, deps.renderMarkdown);
    },

    async review(reviewer: Reviewer, answerId: number, input: { score: number; comment: string }) {
      const { answer, item } = await answerWithProblem(answerId, reviewer.userId);
      if (answer.userId === reviewer.userId)
        throw fail(403, ErrorCode.FORBIDDEN, SubjectiveMessage.ownAnswer);
      if (input.score > topLevel(item))
        throw fail(422, ErrorCode.VALIDATION, SubjectiveMessage.scoreRange(topLevel(item)), 'score');
      const role = reviewer.isModerator ? 'moderator' : 'peer';
      if (role === 'peer') {
        if (answer.status !== 'waiting') throw fail(409, ErrorCode.CONFLICT, SubjectiveMessage.answerScored);
        if (!(await repo.answerOf(answer.problemId, reviewer.userId)))
          throw fail(403, ErrorCode.FORBIDDEN, SubjectiveMessage.notAnswered);
        if ((await reviewsLeft(reviewer.userId)) === 0)
          throw fail(429, ErrorCode.TOO_MANY_REQUESTS, SubjectiveMessage.dailyCap(deps.reviewsPerDay));
      }
      const added = await repo.addReview({
        answerId,
        reviewerId: reviewer.userId,
        role,
        score: input.score,
        comment: input.comment,
        createdAt: now(),
      });
      if (!added) throw fail(409, ErrorCode.CONFLICT, SubjectiveMessage.duplicate);
      if (role === 'moderator') {
        await finalise(answer, item, input.score, 'moderator');
      } else {
        const peers = (await repo.reviewsOf(answerId)).filter((r) => r.role === 'peer').map((r) => r.score);
        if (peers.length >= deps.peerReviews) await finalise(answer, item, peerScore(peers), 'peers');
      }
      return { reviewed: true as const, reviews_left_today: await reviewsLeft(reviewer.userId) };
    },

    /** Moderators: the oldest answers waiting for review (the route checks the role). */
    async queue(moderatorId: number) {
      const rows = await repo.waitingAnswers(
        moderatorId,
        deps.visibleTo(moderatorId),
        SUBJECTIVE_QUEUE_LIMIT,
      );
      return {
        answers: rows.map((r) => ({
          id: r.id,
          problem: { slug: r.slug, name: r.name },
          submitted_at: r.submittedAt.toISOString(),
          peer_reviews: r.peerReviews,
          reviews_needed: deps.peerReviews,
        })),
      };
    },

    /** Moderators: one answer to score, with its problem's statement and rubric and the peers' reviews so far. */
    async queuedAnswer(moderatorId: number, answerId: number) {
      const { answer, problem, item } = await answerWithProblem(answerId, moderatorId);
      if (answer.userId === moderatorId) throw fail(403, ErrorCode.FORBIDDEN, SubjectiveMessage.ownAnswer);
      return presentQueuedAnswer({
        answer,
        problem: { slug: problem.slug, name: problem.name, statementHtml: deps.statementHtml(problem) },
        item,
        reviews: await repo.reviewsOf(answer.id),
        reviewsNeeded: deps.peerReviews,
        render: deps.renderMarkdown,
      });
    },
  };
}

export type SubjectiveService = ReturnType<typeof createSubjectiveService>;
