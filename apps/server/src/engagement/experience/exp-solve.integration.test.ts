/**
 * EXP end to end: a learner with a 2x booster active solves a problem through the real submission path (the API's
 * quiz grading and the verdict recorder with the composition root's hooks; a CODE verdict through the recorder)
 * -> a ledger row with multiplier 2, the EXPERIENCE_POINTS_ADDED toast over a real socket.io connection, daily goal
 * progress, the streak day, the weekly rank; solving again (or the verdict delivered again) awards nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExperiencePaths } from '@katana/shared/engagement/api-experience';
import { WELCOME_BONUS_EXP } from '@katana/shared/engagement/exp-awards';
import { TOAST_SOCKET_EVENT, toastNotificationSchema } from '@katana/shared/engagement/api-notifications';
import { StreakBadgePaths } from '@katana/shared/engagement/api-streaks-badges';
import type { ChoiceItem } from '@katana/shared/items/item-types';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { connectSocket } from '../../realtime/socket.test-support.ts';
import { expLedger } from '../../db/schema/engagement-experience.ts';
import { problems, type ProblemRow } from '../../db/schema/practice.ts';
import { judgedSubmissionHooks } from '../../judged-submission-hooks.ts';
import { sumPackage } from '../../judge/problem-package.test-support.ts';
import {
  acceptedCodeVerdict as accepted,
  insertCodeProblem,
  insertQuizProblem,
} from '../../practice/submissions/problem-fixtures.test-support.ts';
import { createSubmissionRecorder } from '../../practice/submissions/submission-recorder.ts';
import { createSubmissionRepository } from '../../practice/submissions/submission.repository.ts';
import { createLeaderboardRepository } from '../leaderboard/leaderboard.repository.ts';
import { weekStartOf } from '../leaderboard/weekly-exp.ts';
import { awardExp } from './award-exp.ts';
import { grantBooster } from './boosters.ts';

const question: ChoiceItem = {
  difficulty: 'MEDIUM',
  maxScore: 20,
  topics: [],
  companies: [],
  lists: [],
  metaDescription: '',
  metaKeywords: '',
  slug: 'queue-order',
  type: 'SINGLE_CHOICE',
  title: 'Queue order',
  statement: 'Enqueue 1, 2, 3 and dequeue once. What comes out?',
  options: [
    { id: 'a', text: '1' },
    { id: 'b', text: '3' },
  ],
  rightAnswers: ['a'],
  solutionDesc: 'A queue is first in, first out.',
};

/** Waits until the predicate holds over what was heard (the emit crosses the wire asynchronously). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe('EXP for a solve, end to end', () => {
  let t: TestApp;
  let url: string;
  let problem: ProblemRow;
  let socket: Socket | undefined;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { judge: { handler: async () => ({}) as never }, realtime: { sessionCheckMs: 3_600_000 } },
    );
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    problem = await insertQuizProblem(t.app.db, question);
  });
  afterAll(async () => {
    socket?.close();
    await t?.close();
  });

  const learner = async () => {
    const { session, data } = await signUp(t.app);
    return {
      id: data.user.id as number,
      token: data.user.node_access_token as string,
      authorization: `Token ${session.token}`,
    };
  };
  // The solve's rows (a new account also holds its welcome bonus, welcome-bonus.integration.test.ts).
  const ledgerOf = (userId: number) =>
    t.app.db
      .select()
      .from(expLedger)
      .where(and(eq(expLedger.userId, userId), eq(expLedger.source, 'PROBLEM_SOLVED')));

  it('a 2x-boosted first solve: ledger x2, toast on the socket, goal, streak, weekly rank; the second solve awards nothing', async () => {
    const ada = await learner();
    const rival = await learner();
    const now = new Date();
    // A rival is on this week's board first with 30 EXP.
    await t.app.db.transaction((tx) =>
      awardExp(tx, { userId: rival.id, source: 'CONTEST', sourceId: 'c-1', basePoints: 30, at: now }),
    );
    await grantBooster(t.app.db, {
      userId: ada.id,
      type: '2x',
      multiplier: 2,
      durationSeconds: 1800,
      at: new Date(now.getTime() - 60_000),
    });
    const weekly = createLeaderboardRepository(t.app.db);
    expect(await weekly.globalRank(weekStartOf(now), ada.id)).toBeNull();

    socket = await connectSocket(url, ada.token);
    const toasts: unknown[] = [];
    socket.on(TOAST_SOCKET_EVENT, (payload: unknown) => toasts.push(payload));
    const answer = (ids: string[], who = ada) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/submissions/mcq',
        headers: { authorization: who.authorization },
        payload: { problem_id: problem.id, answer_ids: ids },
      });
    const get = (path: string) => t.app.inject({ url: path, headers: { authorization: ada.authorization } });

    // A wrong answer earns nothing (and locks the question for the rival: quiz-lock.ts).
    expect((await answer(['b'], rival)).json().data.submission.status_message).toBe('WRONG_ANSWER');
    expect(await ledgerOf(rival.id)).toEqual([]);
    expect((await answer(['a'])).json().data.submission.status_message).toBe('CORRECT_ANSWER');

    const [row] = await ledgerOf(ada.id);
    expect(row).toMatchObject({
      source: 'PROBLEM_SOLVED',
      title: 'Queue order',
      base: 20,
      multiplier: 2,
      points: 40,
    });
    await until(() =>
      toasts.some(
        (p) => (p as { notification_type?: string }).notification_type === 'EXPERIENCE_POINTS_ADDED',
      ),
    );
    const expToast = toasts
      .map((p) => toastNotificationSchema.parse(p))
      .find((p) => p.notification_type === 'EXPERIENCE_POINTS_ADDED');
    expect(expToast).toMatchObject({
      content: { points: 40, bonus: 0, type: 'Problem submitted' },
      multiplier: 2,
    });

    expect((await get(ExperiencePaths.daily)).json().data.details).toEqual({
      goal_exp: 40,
      earned_today: 40,
      target_completed: true,
    });
    expect((await get(ExperiencePaths.boosters)).json().data.delayed_boosters).toHaveLength(1);
    expect((await get(StreakBadgePaths.streak)).json().data).toMatchObject({
      current_streak: 1,
      longest_streak: 1,
    });
    expect(await weekly.globalRank(weekStartOf(now), ada.id)).toBe(1);
    expect(await weekly.globalRank(weekStartOf(now), rival.id)).toBe(2);

    // Solving it again: no award, no second EXP toast, same total.
    expect((await answer(['a'])).json().data.submission.status_message).toBe('CORRECT_ANSWER');
    expect(await ledgerOf(ada.id)).toHaveLength(1);
    expect((await get(ExperiencePaths.summary)).json().data.details.points).toBe(WELCOME_BONUS_EXP + 40);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      toasts.filter(
        (p) => (p as { notification_type?: string }).notification_type === 'EXPERIENCE_POINTS_ADDED',
      ),
    ).toHaveLength(1);
  });

  it('a CODE verdict delivered twice through the recorder awards once; a later accepted submission awards nothing', async () => {
    const ada = await learner();
    const code = await insertCodeProblem(t.app.db, sumPackage(), { slug: `sum-${Date.now()}` });
    await t.app.db.update(problems).set({ difficulty: 'HARD' }).where(eq(problems.id, code.id));
    const recorder = createSubmissionRecorder(t.app.db, { hooks: judgedSubmissionHooks() });

    const queued = () =>
      createSubmissionRepository(t.app.db).insert({
        userId: ada.id,
        problemId: code.id,
        submissionType: 'CODE',
        language: 'cpp',
        code: 'int main() {}',
        state: 'QUEUED',
      });
    const first = await queued();
    const outcomes = await Promise.all([
      recorder.complete(first.id, accepted),
      recorder.complete(first.id, accepted),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    const second = await queued();
    expect(await recorder.complete(second.id, accepted)).toBe(true);
    const rows = await ledgerOf(ada.id);
    expect(rows.map((r) => [r.source, r.base, r.multiplier, r.points])).toEqual([
      ['PROBLEM_SOLVED', 30, 1, 30],
    ]);
  });
});
