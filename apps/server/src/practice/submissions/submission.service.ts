/**
 * Run and submit in the problem classroom (spec 03 §3 Submission, §4 statuses and scoring):
 * - Run judges the samples (or one custom input) through the queue and waits for the answer;
 * - a code or SQL submission is stored QUEUED and enqueued at practice priority with the submission's id as job
 *   id (a duplicate delivery is deduplicated), and the request returns at once; the verdict arrives over the
 *   realtime layer and is stored by the judging side (submission-recorder.ts);
 * - multiple-choice and fill-up answers are graded here at once and stored through the same recorder.
 * Learners only ever see their own submissions: anyone else's is "not found".
 */
import { ErrorCode } from '@katana/shared/envelope';
import {
  MAX_PENDING_SUBMISSIONS_PER_LEARNER,
  TOO_MANY_PENDING_SUBMISSIONS_MESSAGE,
  type RunResult,
  type Submission,
  type runBodySchema,
  type submitCodeBodySchema,
  type submitFillUpBodySchema,
  type submitMcqBodySchema,
} from '@katana/shared/api/practice-submissions';
import { gradeItem, ItemAnswerError, type ItemAnswer, type ItemGrade } from '@katana/shared/items/grading';
import type { ChoiceItem, GradableItem } from '@katana/shared/items/item-types';
import { Verdict } from '@katana/shared/verdicts';
import { languageUnavailableMessage } from '@katana/shared/language-availability';
import { isFrontendProblemType } from '@katana/shared/frontend-files';
import { frontendAvailability } from '@katana/judge';
import type { z } from 'zod';
import { ApiError } from '../../plugins/app/api-error.ts';
import type { Db } from '../../db/client.ts';
import type { ProblemAccess } from '../access/problem-access.ts';
import type { SubmissionRow } from '../../db/schema/practice.ts';
import { QueueUnavailableError } from '../../judge/index.ts';
import {
  JudgeBusyError,
  JudgeTimeoutError,
  JudgeUnavailableError,
  TooManyPendingError,
  type JudgeService,
} from '../../judge/index.ts';
import { VALIDATION_FAILED } from '../../plugins/app/error-handling.ts';
import { createProblemProgressRepository, type SubmittableProblem } from './problem-progress.repository.ts';
import type { SubmissionRecorder } from './submission-recorder.ts';
import { presentSubmission, type StoredAnswer } from './submission.presenter.ts';
import { createSubmissionRepository } from './submission.repository.ts';

export const SUBMISSION_HISTORY_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATA_SCIENCE_TYPES = new Set(['DATASCIENCE', 'MACHINE_LEARNING']);
const CODE_TYPES = new Set(['CODE', 'SQL', 'FRONTEND', 'REACT', ...DATA_SCIENCE_TYPES]);

export interface SubmissionServiceDeps {
  db: Db;
  judge: JudgeService;
  recorder: SubmissionRecorder;
  /** Practice's access policy: a problem hidden from the learner is not found here either. */
  access: ProblemAccess;
  /**
   * Called just before a submission's job is enqueued, so its progress is followed from the first event; returns
   * the unfollow for when the enqueue fails.
   */
  follow?: (submission: { id: string; userId: number }) => () => void;
  /** After a quiz answer is stored (graded at once, no queue): the same listeners as a judged result's. */
  afterResult?: (result: { userId: number; submissionId: string }) => Promise<void>;
}

const notFound = (what: string) => new ApiError(404, ErrorCode.NOT_FOUND, `${what} not found.`);
const invalid = (field: string, message: string) =>
  new ApiError(422, ErrorCode.VALIDATION, VALIDATION_FAILED, { [field]: message });
const unavailable = (message: string) => new ApiError(503, 503, message);

/** The judge's "busy", "timeout" and "unavailable" as the 503 the online compiler answers; too many pending, 429. */
function judgeError(error: unknown): never {
  if (error instanceof TooManyPendingError)
    throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, error.message);
  if (
    error instanceof JudgeBusyError ||
    error instanceof JudgeTimeoutError ||
    error instanceof JudgeUnavailableError
  )
    throw unavailable(error.message);
  if (error instanceof QueueUnavailableError)
    throw unavailable(new JudgeUnavailableError(error.reason).message);
  throw error;
}

/** What an offering asks of its submissions' judging. */
export interface OfferingJudging {
  /** Scored all or nothing (an ICPC contest): the judge stops at the first failing test. */
  allOrNothing?: boolean;
}

/**
 * Checks a submission made within an offering (a contest's offering_id) before it is stored; throws an ApiError to
 * refuse it, or says how the offering scores it. Offerings a guard does not know pass through it.
 */
export type OfferingGuard = (
  userId: number,
  problemId: number,
  offeringId: number,
) => Promise<OfferingJudging | void>;

/** A learner's submission still pending after this long is taken as lost, so it no longer holds their cap. */
const PENDING_CAP_WINDOW_MS = 30 * 60_000;

export function createSubmissionService(deps: SubmissionServiceDeps) {
  const { db, judge, recorder, access } = deps;
  const submissions = createSubmissionRepository(db);
  const problems = createProblemProgressRepository(db);
  const offeringGuards: OfferingGuard[] = [];

  async function guardOffering(
    userId: number,
    problemId: number,
    offeringId: number | undefined,
  ): Promise<OfferingJudging> {
    const judging: OfferingJudging = {};
    if (offeringId === undefined) return judging;
    for (const guard of offeringGuards) {
      if ((await guard(userId, problemId, offeringId))?.allOrNothing) judging.allOrNothing = true;
    }
    return judging;
  }

  async function problemBySlug(slug: string, userId: number): Promise<SubmittableProblem> {
    const problem = await problems.findBySlug(slug, access.visibleTo(userId));
    if (!problem) throw notFound('Problem');
    return problem;
  }

  /** A code problem with its package, in a language it accepts and this installation runs. */
  async function codeTarget(problem: SubmittableProblem, language: string): Promise<{ packageSha: string }> {
    if (!CODE_TYPES.has(problem.problemType))
      throw new ApiError(400, ErrorCode.BAD_REQUEST, 'This problem is not answered with code.');
    if (!problem.packageSha) throw unavailable('This problem cannot be judged right now.');
    if (problem.languages.length > 0 && !problem.languages.includes(language))
      throw invalid('language', 'This problem does not accept that language.');
    if (isFrontendProblemType(problem.problemType)) {
      // Files, not a program: the judge runs them in Chromium, which must be installed here.
      if (!frontendAvailability().available)
        throw invalid('language', languageUnavailableMessage('HTML, CSS and JavaScript'));
      return { packageSha: problem.packageSha };
    }
    const found = await judge.language(language);
    if (!found) throw invalid('language', 'Unknown language.');
    // The registry's reason names packages for the operator (GET /api/health); the learner reads a plain sentence.
    if (!found.availability.available)
      throw invalid('language', languageUnavailableMessage(found.definition.displayName));
    return { packageSha: problem.packageSha };
  }

  async function present(row: SubmissionRow, slug?: string): Promise<Submission> {
    const problemSlug = slug ?? (await problems.slugsByIds([row.problemId])).get(row.problemId) ?? '';
    return presentSubmission(row, problemSlug);
  }

  async function quizProblem(
    userId: number,
    problemId: number,
    types: readonly string[],
  ): Promise<GradableItem> {
    const problem = await problems.findById(problemId, access.visibleTo(userId));
    if (!problem) throw notFound('Problem');
    if (!types.includes(problem.problemType) || !problem.item)
      throw new ApiError(400, ErrorCode.BAD_REQUEST, `This problem is not a ${types.join(' or ')} question.`);
    return { ...(problem.item as unknown as GradableItem), maxScore: problem.maxScore };
  }

  async function recordGrade(
    userId: number,
    body: { problem_id: number; offering_id?: number | undefined; source?: string | undefined },
    type: 'MCQ' | 'FILL_UP',
    grade: ItemGrade,
    answer: StoredAnswer,
  ): Promise<Submission> {
    const total = grade.blanks ? grade.blanks.length : 1;
    const correct = grade.blanks ? grade.blanks.filter((b) => b.correct).length : grade.correct ? 1 : 0;
    const id = await recorder.recordGraded(
      {
        userId,
        problemId: body.problem_id,
        offeringId: body.offering_id ?? null,
        submissionType: type,
        answer,
        source: body.source ?? null,
      },
      {
        verdict: grade.correct ? Verdict.CORRECT_ANSWER : Verdict.WRONG_ANSWER,
        errorMessage: null,
        percentage: grade.percentage,
        totalTestCases: total,
        noOfTestCasesCorrect: correct,
        totalTimeMs: null,
        maxMemoryKb: null,
        tests: [],
        sql: null,
      },
    );
    await deps.afterResult?.({ userId, submissionId: id });
    return present((await submissions.findById(id))!);
  }

  function grade(item: GradableItem, answer: ItemAnswer): ItemGrade {
    try {
      return gradeItem(item, answer);
    } catch (error) {
      if (error instanceof ItemAnswerError) throw new ApiError(400, ErrorCode.BAD_REQUEST, error.message);
      throw error;
    }
  }

  return {
    /** Contests add theirs when they register (contests.plugin.ts). */
    addOfferingGuard(guard: OfferingGuard): void {
      offeringGuards.push(guard);
    },

    async run(userId: number, slug: string, body: z.infer<typeof runBodySchema>): Promise<RunResult> {
      const problem = await problemBySlug(slug, userId);
      const { packageSha } = await codeTarget(problem, body.language);
      if (problem.problemType === 'SQL' && body.custom_input !== undefined)
        throw invalid('custom_input', 'SQL problems run on their sample tables only.');
      if (DATA_SCIENCE_TYPES.has(problem.problemType) && body.custom_input !== undefined)
        throw invalid('custom_input', 'Data-science problems run on their sample data set only.');
      try {
        return await judge.runProblem(userId, {
          packageSha,
          language: body.language,
          source: body.code,
          ...(body.custom_input !== undefined ? { customInput: body.custom_input } : {}),
        });
      } catch (error) {
        judgeError(error);
      }
    },

    async submitCode(
      userId: number,
      slug: string,
      body: z.infer<typeof submitCodeBodySchema>,
    ): Promise<Submission> {
      const problem = await problemBySlug(slug, userId);
      const { packageSha } = await codeTarget(problem, body.language);
      const { allOrNothing } = await guardOffering(userId, problem.id, body.offering_id);
      // Refused up front: a submission nobody can judge would wait forever.
      const reason = judge.unavailableReason();
      if (reason) judgeError(new JudgeUnavailableError(reason));
      // Counted and stored under the learner's lock, so two tabs cannot both take the last place.
      const row = await db.transaction(async (tx) => {
        const queued = createSubmissionRepository(tx);
        await queued.lockUserQueue(userId);
        const since = new Date(Date.now() - PENDING_CAP_WINDOW_MS);
        if ((await queued.countPendingOf(userId, since)) >= MAX_PENDING_SUBMISSIONS_PER_LEARNER)
          throw new ApiError(429, ErrorCode.TOO_MANY_REQUESTS, TOO_MANY_PENDING_SUBMISSIONS_MESSAGE);
        return queued.insert({
          userId,
          problemId: problem.id,
          offeringId: body.offering_id ?? null,
          submissionType: problem.problemType,
          language: body.language,
          code: body.code,
          source: body.source ?? null,
          state: 'QUEUED',
        });
      });
      const unfollow = deps.follow?.({ id: row.id, userId });
      try {
        await judge.enqueue(
          {
            kind: 'submission',
            submissionId: row.id,
            packageSha,
            language: body.language,
            source: body.code,
            ...(allOrNothing ? { allOrNothing: true } : {}),
          },
          { priority: 'practice', id: row.id, userId },
        );
      } catch (error) {
        // Never judged: the learner retries, and no QUEUED row is left behind.
        unfollow?.();
        await submissions.delete(row.id);
        judgeError(error);
      }
      return presentSubmission(row, problem.slug);
    },

    async submitMcq(userId: number, body: z.infer<typeof submitMcqBodySchema>): Promise<Submission> {
      const item = (await quizProblem(userId, body.problem_id, ['SINGLE_CHOICE', 'MULTIPLE'])) as ChoiceItem;
      await guardOffering(userId, body.problem_id, body.offering_id);
      const ids = new Set(item.options.map((o) => o.id));
      if (body.answer_ids.some((id) => !ids.has(id)))
        throw invalid('answer_ids', 'Choose among the options.');
      if (item.type === 'SINGLE_CHOICE' && body.answer_ids.length !== 1)
        throw invalid('answer_ids', 'Choose one answer.');
      const answer: ItemAnswer =
        item.type === 'SINGLE_CHOICE'
          ? { type: 'SINGLE_CHOICE', selected: body.answer_ids[0]! }
          : { type: 'MULTIPLE', selected: body.answer_ids };
      const graded = grade(item, answer);
      return recordGrade(userId, body, 'MCQ', graded, {
        answer_ids: body.answer_ids,
        right_answers: graded.rightAnswers,
        solution_desc: graded.solutionDesc,
      });
    },

    async submitFillUp(userId: number, body: z.infer<typeof submitFillUpBodySchema>): Promise<Submission> {
      const item = await quizProblem(userId, body.problem_id, ['FILL_UP']);
      await guardOffering(userId, body.problem_id, body.offering_id);
      const graded = grade(item, { type: 'FILL_UP', blanks: body.answer });
      return recordGrade(userId, body, 'FILL_UP', graded, {
        answer: body.answer,
        right_answers: graded.rightAnswers,
        solution_desc: graded.solutionDesc,
        ...(graded.blanks ? { blanks: graded.blanks } : {}),
      });
    },

    /**
     * A SUBJECTIVE answer's final score from its reviewers (apps/server/src/subjective), recorded like a graded quiz
     * answer so it feeds the learner's score, solved state, EXP and the problem's counters: solved when `passed`.
     * Returns the submission's id.
     */
    async recordReviewedAnswer(
      userId: number,
      problemId: number,
      result: { percentage: number; passed: boolean },
    ): Promise<string> {
      const id = await recorder.recordGraded(
        { userId, problemId, offeringId: null, submissionType: 'SUBJECTIVE', answer: null, source: null },
        {
          verdict: result.passed ? Verdict.CORRECT_ANSWER : Verdict.WRONG_ANSWER,
          errorMessage: null,
          percentage: result.percentage,
          totalTestCases: 1,
          noOfTestCasesCorrect: result.passed ? 1 : 0,
          totalTimeMs: null,
          maxMemoryKb: null,
          tests: [],
          sql: null,
        },
      );
      await deps.afterResult?.({ userId, submissionId: id });
      return id;
    },

    async list(userId: number, slug: string): Promise<Submission[]> {
      const problem = await problemBySlug(slug, userId);
      const rows = await submissions.listForUserProblem(userId, problem.id, SUBMISSION_HISTORY_LIMIT);
      return rows.map((row) => presentSubmission(row, problem.slug));
    },

    async get(userId: number, id: string): Promise<Submission> {
      const row = UUID.test(id) ? await submissions.findOwned(id, userId) : undefined;
      if (!row) throw notFound('Submission');
      return present(row);
    },

    /** The submission as the realtime layer announces it (no owner check: it is sent to its owner's room). */
    async load(id: string): Promise<{ userId: number; submission: Submission } | null> {
      const row = UUID.test(id) ? await submissions.findById(id) : undefined;
      return row ? { userId: row.userId, submission: await present(row) } : null;
    },

    /**
     * Embedded mode: the in-process queue forgets its jobs on restart, so submissions still waiting are enqueued
     * again (by their own id, so one still queued is not judged twice). Returns how many.
     */
    async requeuePending(limit = 1000): Promise<number> {
      const pending = await submissions.listPending(limit);
      let count = 0;
      for (const row of pending) {
        const problem = await problems.findById(row.problemId);
        if (!problem?.packageSha || !row.language || row.code === null) {
          await recorder.fail(row.id, 'The judge could not judge this code: its problem has no package.');
          continue;
        }
        await judge.enqueue(
          {
            kind: 'submission',
            submissionId: row.id,
            packageSha: problem.packageSha,
            language: row.language,
            source: row.code,
          },
          { priority: 'practice', id: row.id, userId: row.userId },
        );
        count += 1;
      }
      return count;
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
