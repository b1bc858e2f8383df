/**
 * Quiz answers (multiple choice, fill-up) graded at once and scored like every submission, and the one-submission
 * read with its owner check. No judge involved: these run on PGlite (or PostgreSQL with TEST_DATABASE_URL) alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Submission } from '@katana/shared/api/practice-submissions';
import type { ChoiceItem, FillUpItem } from '@katana/shared/items/item-types';
import { QUIZ_LOCKED_MESSAGE } from '@katana/shared/items/quiz-lock';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import type { ProblemRow } from '../../db/schema/practice.ts';
import {
  insertQuizProblem,
  markSolutionViewed,
  problemRow,
} from './problem-fixtures.test-support.ts';

const itemBase = {
  difficulty: 'MEDIUM' as const,
  maxScore: 20,
  topics: [],
  companies: [],
  lists: [],
  metaDescription: '',
  metaKeywords: '',
};
const single: ChoiceItem = {
  ...itemBase,
  slug: 'stack-order',
  type: 'SINGLE_CHOICE',
  title: 'Stack order',
  statement: 'Push 1, 2, 3 and pop once. What comes out?',
  options: [
    { id: 'a', text: '1' },
    { id: 'b', text: '3' },
  ],
  rightAnswers: ['b'],
  solutionDesc: 'A stack is last in, first out.',
};
const multiple: ChoiceItem = {
  ...single,
  slug: 'stable-sorts',
  type: 'MULTIPLE',
  title: 'Stable sorts',
  statement: 'Which sorts are stable?',
  options: [
    { id: 'a', text: 'Merge sort' },
    { id: 'b', text: 'Heap sort' },
    { id: 'c', text: 'Insertion sort' },
  ],
  rightAnswers: ['a', 'c'],
  solutionDesc: 'Heap sort moves equal keys past each other.',
};
const fillUp: FillUpItem = {
  ...itemBase,
  slug: 'subnet-hosts',
  type: 'FILL_UP',
  title: 'Subnet hosts',
  statement: 'A /24 has {{blank:hosts}} usable hosts and uses the {{blank:proto}} protocol.',
  blanks: [
    { id: 'hosts', answers: ['254'], match: 'numeric', tolerance: 0 },
    { id: 'proto', answers: ['IPv4'], match: 'case-insensitive', tolerance: 0 },
  ],
  solutionDesc: '256 addresses minus network and broadcast.',
};

describe('/api/v1/submissions', () => {
  let t: TestApp;
  let singleRow: ProblemRow;
  let multipleRow: ProblemRow;
  let fillUpRow: ProblemRow;
  type Who = { authorization: string; userId: number };
  let learner: Who;
  let other: Who;
  let sign: () => Promise<Who>;

  beforeAll(async () => {
    // No judging here: a stand-in handler keeps the sandbox out of it.
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    singleRow = await insertQuizProblem(t.app.db, single);
    multipleRow = await insertQuizProblem(t.app.db, multiple);
    fillUpRow = await insertQuizProblem(t.app.db, fillUp);
    sign = async () => {
      const { session, data } = await signUp(t.app);
      return { authorization: `Token ${session.token}`, userId: data.user.id as number };
    };
    learner = await sign();
    other = await sign();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, who = learner) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: who.authorization }, payload });
  const mcq = async (problem: ProblemRow, answerIds: string[], who = learner): Promise<Submission> => {
    const res = await post('/api/v1/submissions/mcq', { problem_id: problem.id, answer_ids: answerIds }, who);
    expect(res.statusCode).toBe(200);
    return res.json().data.submission;
  };

  describe('POST /api/v1/submissions/mcq', () => {
    it('scores a wrong single-choice answer 0 and reveals the right answer and the explanation', async () => {
      const wrong = await mcq(singleRow, ['a']);
      expect(wrong).toMatchObject({
        submission_type: 'MCQ',
        state: 'DONE',
        status_message: 'WRONG_ANSWER',
        percentage_score: 0,
        is_best: true,
        answer: { answer_ids: ['a'], right_answers: ['b'], solution_desc: 'A stack is last in, first out.' },
        points: { new_score: 0, user_score: 0, points_gained: 0, already_earned: false },
      });
    });

    it('scores the right answer with the full score, then marks a repeat as already earned', async () => {
      const fresh = await sign();
      const right = await mcq(singleRow, ['b'], fresh);
      expect(right).toMatchObject({
        status_message: 'CORRECT_ANSWER',
        percentage_score: 100,
        is_best: true,
        points: { new_score: 20, user_score: 20, points_gained: 20, already_earned: false },
      });
      const again = await mcq(singleRow, ['b'], fresh);
      expect(again.points).toEqual({ new_score: 20, user_score: 20, points_gained: 0, already_earned: true });
      expect(again.is_best).toBe(false);
      const row = await problemRow(t.app.db, singleRow.id);
      expect([row.submissionCount, row.acceptedCount]).toEqual([3, 2]);
      const list = await t.app.inject({
        url: `/api/v1/problems/${singleRow.slug}/submissions`,
        headers: { authorization: fresh.authorization },
      });
      const best = (list.json().data.submissions as Submission[]).filter((s) => s.is_best);
      expect(best.map((s) => s.id)).toEqual([right.id]);
    });

    it('grades a multiple-choice answer all or nothing, in any order', async () => {
      expect((await mcq(multipleRow, ['c', 'a'])).status_message).toBe('CORRECT_ANSWER');
      const partial = await mcq(multipleRow, ['a'], other);
      expect(partial).toMatchObject({ status_message: 'WRONG_ANSWER', percentage_score: 0 });
    });

    it('applies the SOLUTION_SEEN penalty to quiz answers too', async () => {
      await markSolutionViewed(t.app.db, other.userId, singleRow.id, new Date(Date.now() - 1000));
      const penalised = await mcq(singleRow, ['b'], other);
      expect(penalised).toMatchObject({
        status_message: 'CORRECT_ANSWER',
        percentage_score: 50,
        penalty_reason: 'SOLUTION_SEEN',
        points: { new_score: 10, points_gained: 10 },
      });
    });

    it('locks the question after a wrong answer: the revealed right answer is refused and scores nothing', async () => {
      // `learner` answered 'a' above and was shown 'b'; the same learner now sends 'b', in practice and again.
      for (let i = 0; i < 2; i++) {
        const res = await post('/api/v1/submissions/mcq', { problem_id: singleRow.id, answer_ids: ['b'] });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          status: 409,
          error: { code: 409, message: QUIZ_LOCKED_MESSAGE },
        });
      }
      const list = await t.app.inject({
        url: `/api/v1/problems/${singleRow.slug}/submissions`,
        headers: { authorization: learner.authorization },
      });
      const stored = list.json().data.submissions as Submission[];
      expect(stored.map((s) => s.status_message)).toEqual(['WRONG_ANSWER']);
      const detail = await t.app.inject({
        url: `/api/v1/problems/${singleRow.slug}`,
        headers: { authorization: learner.authorization },
      });
      expect(detail.json().data.user_score).toBe(0);
      // A wrong MULTIPLE answer locks it too; a learner who answered right may answer again.
      const mixed = await sign();
      expect((await mcq(multipleRow, ['a'], mixed)).status_message).toBe('WRONG_ANSWER');
      const refused = await post(
        '/api/v1/submissions/mcq',
        { problem_id: multipleRow.id, answer_ids: ['a', 'c'] },
        mixed,
      );
      expect(refused.statusCode).toBe(409);
      expect((await mcq(multipleRow, ['a', 'c'])).status_message).toBe('CORRECT_ANSWER');
    });

    it('refuses answers that do not fit the question', async () => {
      const two = await post('/api/v1/submissions/mcq', { problem_id: singleRow.id, answer_ids: ['a', 'b'] });
      expect(two.statusCode).toBe(422);
      expect(two.json().error.fields).toEqual({ answer_ids: 'Choose one answer.' });
      const unknown = await post('/api/v1/submissions/mcq', { problem_id: singleRow.id, answer_ids: ['z'] });
      expect(unknown.json().error.fields).toEqual({ answer_ids: 'Choose among the options.' });
      const none = await post('/api/v1/submissions/mcq', { problem_id: singleRow.id, answer_ids: [] });
      expect(none.json().error.fields).toEqual({ answer_ids: 'Choose an answer.' });
      const notMcq = await post('/api/v1/submissions/mcq', { problem_id: fillUpRow.id, answer_ids: ['a'] });
      expect(notMcq.statusCode).toBe(400);
      const missing = await post('/api/v1/submissions/mcq', { problem_id: 999999, answer_ids: ['a'] });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('POST /api/v1/submissions/fill_up', () => {
    it('grades each blank and scores the share right, floored', async () => {
      const res = await post('/api/v1/submissions/fill_up', {
        problem_id: fillUpRow.id,
        answer: { hosts: '254', proto: 'ipv6' },
      });
      expect(res.statusCode).toBe(200);
      const submission: Submission = res.json().data.submission;
      expect(submission).toMatchObject({
        submission_type: 'FILL_UP',
        status_message: 'WRONG_ANSWER',
        percentage_score: 50,
        total_test_cases: 2,
        no_of_test_cases_correct: 1,
        points: { new_score: 10, user_score: 10, points_gained: 10 },
        answer: {
          answer: { hosts: '254', proto: 'ipv6' },
          right_answers: ['254', 'IPv4'],
          blanks: [
            { id: 'hosts', correct: true, given: '254', expected: '254' },
            { id: 'proto', correct: false, given: 'ipv6', expected: 'IPv4' },
          ],
        },
      });
      // The partly right answer showed the missing blank: the same learner cannot score it now.
      const revealed = await post('/api/v1/submissions/fill_up', {
        problem_id: fillUpRow.id,
        answer: { hosts: '254', proto: 'IPv4' },
      });
      expect(revealed.statusCode).toBe(409);
      expect(revealed.json().error.message).toBe(QUIZ_LOCKED_MESSAGE);
      const right = await post(
        '/api/v1/submissions/fill_up',
        { problem_id: fillUpRow.id, answer: { hosts: ' 254 ', proto: 'IPV4' } },
        other,
      );
      expect(right.json().data.submission).toMatchObject({
        status_message: 'CORRECT_ANSWER',
        points: { new_score: 20, user_score: 20, points_gained: 20 },
      });
    });
  });

  describe('GET /api/v1/submissions/:id', () => {
    it('shows the owner their submission and anyone else 404; anonymous callers get 101', async () => {
      const mine = await mcq(multipleRow, ['c', 'a']);
      const own = await t.app.inject({
        url: `/api/v1/submissions/${mine.id}`,
        headers: { authorization: learner.authorization },
      });
      expect(own.json().data.submission).toEqual(mine);
      const theirs = await t.app.inject({
        url: `/api/v1/submissions/${mine.id}`,
        headers: { authorization: other.authorization },
      });
      expect(theirs.statusCode).toBe(404);
      const anonymous = await t.app.inject({ url: `/api/v1/submissions/${mine.id}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe(101);
    });
  });
});
