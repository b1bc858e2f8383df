/**
 * Test support for contests: quiz problems (graded at once, so no judge is needed), contests placed in time
 * relative to now, signed-in learners, and a contest verdict recorded as the judging side would record it at a
 * chosen submission time (the hook inside a transaction), so penalty minutes are exact.
 */
import type { ChoiceItem, FillUpItem } from '@katana/shared/items/item-types';
import { Verdict } from '@katana/shared/verdicts';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import type { ContestRow } from '../db/schema/contests.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import { createSubmissionRepository } from '../practice/submissions/submission.repository.ts';
import { signUp } from '../test/auth-helpers.ts';
import { createContest, type NewContest } from './contest-admin.ts';
import { contestSubmissionHook } from './contest-submission-hook.ts';

export const MIN = 60_000;

const base = {
  difficulty: 'EASY' as const,
  maxScore: 20,
  topics: [],
  companies: [],
  lists: [],
  metaDescription: '',
  metaKeywords: '',
};

let next = 1;
export function choiceItem(title = `Pick ${next}`): ChoiceItem {
  return {
    ...base,
    slug: `contest-pick-${next++}`,
    type: 'SINGLE_CHOICE',
    title,
    statement: 'Which one?',
    options: [
      { id: 'a', text: 'right' },
      { id: 'b', text: 'wrong' },
    ],
    rightAnswers: ['a'],
    solutionDesc: 'a is right.',
  };
}

/** Two blanks: one right answer scores 50 %. */
export function fillUpItem(): FillUpItem {
  return {
    ...base,
    slug: `contest-fill-${next++}`,
    type: 'FILL_UP',
    title: 'Two blanks',
    statement: '{{blank:x}} and {{blank:y}}',
    blanks: [
      { id: 'x', answers: ['1'], match: 'case-insensitive', tolerance: 0 },
      { id: 'y', answers: ['2'], match: 'case-insensitive', tolerance: 0 },
    ],
    solutionDesc: '1 and 2.',
  };
}

export async function quizProblems(db: Db, n: number): Promise<ProblemRow[]> {
  const rows: ProblemRow[] = [];
  for (let i = 0; i < n; i++) rows.push(await insertQuizProblem(db, choiceItem()));
  return rows;
}

let contestNo = 1;
/** A contest from `startMin` to `endMin` minutes relative to now. */
export async function contestAt(
  db: Db,
  problems: ProblemRow[],
  startMin: number,
  endMin: number,
  extra: Partial<NewContest> = {},
): Promise<ContestRow> {
  const now = Date.now();
  return createContest(db, {
    title: `Weekly Contest ${contestNo++}`,
    startAt: new Date(now + startMin * MIN),
    endAt: new Date(now + endMin * MIN),
    problemSlugs: problems.map((p) => p.slug),
    ...extra,
  });
}

export interface TestLearner {
  authorization: string;
  userId: number;
  nodeAccessToken: string;
  name: string;
}

export async function learner(app: App, name = 'Ada Lovelace'): Promise<TestLearner> {
  const { session, data } = await signUp(app, { name });
  return {
    authorization: `Token ${session.token}`,
    userId: data.user.id as number,
    nodeAccessToken: data.user.node_access_token as string,
    name,
  };
}

/** Records a judged contest submission made at `at` (what the verdict transaction does for a real one). */
export async function recordVerdict(
  db: Db,
  fields: {
    userId: number;
    problem: ProblemRow;
    contest: ContestRow;
    at: Date;
    verdict?: string;
    percentage?: number;
  },
): Promise<string> {
  const verdict = fields.verdict ?? Verdict.CORRECT_ANSWER;
  const percentage = fields.percentage ?? (verdict === Verdict.CORRECT_ANSWER ? 100 : 0);
  const row = await createSubmissionRepository(db).insert({
    userId: fields.userId,
    problemId: fields.problem.id,
    offeringId: fields.contest.id,
    submissionType: 'MCQ',
    state: 'DONE',
    statusMessage: verdict,
    percentageScore: percentage,
    createdAt: fields.at,
  });
  await db.transaction((tx) =>
    contestSubmissionHook(tx, {
      submissionId: row.id,
      userId: fields.userId,
      problemId: fields.problem.id,
      problemSlug: fields.problem.slug,
      problemType: fields.problem.problemType,
      verdict,
      percentageScore: percentage,
      solved: percentage >= 100,
      firstSolve: false,
      pointsGained: 0,
      maxScore: fields.problem.maxScore,
      submittedAt: fields.at,
      judgedAt: fields.at,
    }),
  );
  return row.id;
}
