/**
 * EXP for a stored verdict (runs inside the verdict's transaction, once per stored verdict; quiz answers graded by
 * the API go through the same transaction). A first solve awards PROBLEM_SOLVED EXP by the problem's difficulty
 * (problem-exp.ts), keyed by the problem, so even a second "first" solve (a re-judge of another submission) finds
 * the existing row and awards nothing. Any solve also counts the IST day for the streak ("earns EXP or solves").
 */
import { eq } from 'drizzle-orm';
import { ExpSource } from '@katana/shared/engagement/exp-awards';
import { problems } from '../../db/schema/practice.ts';
import type { JudgedSubmissionHook } from '../../practice/index.ts';
import { recordStreakActivity } from '../streaks/record-streak-activity.ts';
import { awardExp } from './award-exp.ts';
import { problemSolvedExp } from './problem-exp.ts';

export const experienceSubmissionHook: JudgedSubmissionHook = async (tx, judged) => {
  if (!judged.solved) return;
  if (judged.firstSolve) {
    const [problem] = await tx
      .select({ name: problems.name, difficulty: problems.difficulty })
      .from(problems)
      .where(eq(problems.id, judged.problemId));
    if (problem) {
      await awardExp(tx, {
        userId: judged.userId,
        source: ExpSource.PROBLEM_SOLVED,
        sourceId: `problem:${judged.problemId}`,
        basePoints: problemSolvedExp(problem.difficulty),
        at: judged.judgedAt,
        title: problem.name,
        problemId: judged.problemId,
      });
    }
  }
  await recordStreakActivity(tx, { userId: judged.userId, at: judged.judgedAt });
};
