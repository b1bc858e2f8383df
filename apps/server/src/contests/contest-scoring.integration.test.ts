/**
 * A contest submission's points are in the contest's unit, the same the standings count: the problem's contest
 * points (100), not the practice max score (20 here). An ICPC answer that is not accepted gains nothing, however
 * much of it was right (spec 03 §4); an IOI answer gains its share, as the IOI board counts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@katana/shared/api/practice-submissions';
import type { ContestRow } from '../db/schema/contests.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { insertQuizProblem } from '../practice/submissions/problem-fixtures.test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createContestRepository } from './contest.repository.ts';
import {
  contestAt,
  fillUpItem,
  learner,
  quizProblems,
  type TestLearner,
} from './contest-fixtures.test-support.ts';

describe('contest submission points', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['contests'], judge: { handler: async () => ({}) as never } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, who: TestLearner) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: who.authorization }, payload });
  const started = async (contest: ContestRow, who: TestLearner) =>
    createContestRepository(t.app.db).insertParticipation({
      contestId: contest.id,
      userId: who.userId,
      registeredAt: new Date(),
      startedAt: contest.startAt,
    });
  const fillUp = async (
    contest: ContestRow,
    problem: ProblemRow,
    answer: Record<string, string>,
    who: TestLearner,
  ) => {
    const res = await post(
      '/api/v1/submissions/fill_up',
      { problem_id: problem.id, offering_id: contest.id, answer },
      who,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data.submission as Submission;
  };
  const choose = async (contest: ContestRow, problem: ProblemRow, ids: string[], who: TestLearner) => {
    const res = await post(
      '/api/v1/submissions/mcq',
      { problem_id: problem.id, offering_id: contest.id, answer_ids: ids },
      who,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data.submission as Submission;
  };
  const standingsOf = async (contest: ContestRow, who: TestLearner) =>
    (
      await t.app.inject({
        url: `/api/v1/contests/${contest.slug}/standings`,
        headers: { authorization: who.authorization },
      })
    ).json().data.my_row as { score: number; cells: { problem_id: number; score: number }[] };

  it('ICPC: a half-right answer gains nothing; an accept shows 100 / 100, as the board counts it', async () => {
    const half = await insertQuizProblem(t.app.db, fillUpItem());
    const [pick] = await quizProblems(t.app.db, 1);
    const contest = await contestAt(t.app.db, [half, pick!], -5, 55, { format: 'ICPC' });
    const ada = await learner(t.app, 'Ada');
    await started(contest, ada);

    const wrong = await fillUp(contest, half, { x: '1', y: 'nope' }, ada);
    expect(wrong).toMatchObject({ status_message: 'WRONG_ANSWER', percentage_score: 50 });
    expect(wrong.points).toEqual({
      new_score: 0,
      user_score: 0,
      points_gained: 0,
      already_earned: false,
      max_score: 100,
    });

    const right = await choose(contest, pick!, ['a'], ada);
    expect(right.points).toEqual({
      new_score: 100,
      user_score: 100,
      points_gained: 100,
      already_earned: false,
      max_score: 100,
    });
    const again = await choose(contest, pick!, ['a'], ada);
    expect(again.points).toMatchObject({ user_score: 100, points_gained: 0, already_earned: true });

    const row = await standingsOf(contest, ada);
    expect(row.score).toBe(100);
    expect(row.cells.map((c) => [c.problem_id, c.score])).toEqual([
      [half.id, 0],
      [pick!.id, 100],
    ]);
  });

  it('IOI: a half-right answer gains half the points, the same 50 the board shows', async () => {
    const half = await insertQuizProblem(t.app.db, fillUpItem());
    const contest = await contestAt(t.app.db, [half], -5, 55, { format: 'IOI' });
    const bob = await learner(t.app, 'Bob');
    await started(contest, bob);
    const partial = await fillUp(contest, half, { x: '1', y: 'nope' }, bob);
    expect(partial.points).toEqual({
      new_score: 50,
      user_score: 50,
      points_gained: 50,
      already_earned: false,
      max_score: 100,
    });
    const row = await standingsOf(contest, bob);
    expect([row.score, row.cells[0]!.score]).toEqual([50, 50]);
  });

  it('practice answers keep the practice scale (no max_score: the problem’s own)', async () => {
    const [pick] = await quizProblems(t.app.db, 1);
    const eve = await learner(t.app, 'Eve');
    const res = await post('/api/v1/submissions/mcq', { problem_id: pick!.id, answer_ids: ['a'] }, eve);
    expect(res.json().data.submission.points).toEqual({
      new_score: 20,
      user_score: 20,
      points_gained: 20,
      already_earned: false,
    });
  });
});
