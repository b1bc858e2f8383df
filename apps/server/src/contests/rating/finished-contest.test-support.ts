/**
 * Test support for the rating routes: a finished ICPC contest written straight into the tables, in which learner i
 * solved `solvedBy[i]` problems (each accepted at minute 10), ready for the rating sweep.
 */
import { randomUUID } from 'node:crypto';
import { Verdict } from '@katana/shared/verdicts';
import type { Db } from '../../db/client.ts';
import {
  contestParticipations,
  contestProblems,
  contests,
  contestSubmissions,
} from '../../db/schema/contests.ts';
import { problems, submissions } from '../../db/schema/practice.ts';

export const FINISHED_CONTEST_END = Date.parse('2026-02-01T16:00:00Z');
const MINUTE = 60_000;

export async function finishedContest(
  db: Db,
  userIds: number[],
  solvedBy: number[],
  { title = 'Weekly Contest 7', slugPrefix = 'rated' }: { title?: string; slugPrefix?: string } = {},
) {
  const end = FINISHED_CONTEST_END;
  const [contest] = await db
    .insert(contests)
    .values({
      slug: `${slugPrefix}-${randomUUID().slice(0, 8)}`,
      title,
      category: 'weekly',
      startAt: new Date(end - 120 * MINUTE),
      endAt: new Date(end),
    })
    .returning();
  const problemIds: number[] = [];
  for (let k = 0; k < Math.max(...solvedBy); k++) {
    const [p] = await db
      .insert(problems)
      .values({
        slug: `${slugPrefix}-p-${randomUUID().slice(0, 8)}`,
        uuid: randomUUID(),
        name: `P${k}`,
        problemType: 'CODE',
        difficulty: 'EASY',
        maxScore: 100,
        contentHash: randomUUID(),
      })
      .returning({ id: problems.id });
    problemIds.push(p!.id);
    await db.insert(contestProblems).values({ contestId: contest!.id, problemId: p!.id, position: k });
  }
  for (const [i, userId] of userIds.entries()) {
    const [part] = await db
      .insert(contestParticipations)
      .values({ contestId: contest!.id, userId, startedAt: new Date(end - 120 * MINUTE) })
      .returning({ id: contestParticipations.id });
    for (const problemId of problemIds.slice(0, solvedBy[i])) {
      const [sub] = await db
        .insert(submissions)
        .values({ userId, problemId, offeringId: contest!.id, submissionType: 'CODE', state: 'DONE' })
        .returning({ id: submissions.id });
      await db.insert(contestSubmissions).values({
        submissionId: sub!.id,
        contestId: contest!.id,
        participationId: part!.id,
        problemId,
        submittedAt: new Date(end - 110 * MINUTE),
        verdict: Verdict.CORRECT_ANSWER,
        score: 100,
      });
    }
  }
  return contest!;
}
