/**
 * Monthly challenges end to end on the app: what a visitor sees (running challenge, locked days), joining, a
 * registered learner's solve counted with its level and Challenge badge (and an unregistered one's not), a locked
 * day's problem solved early not counted, the board (a private learner by the boards' one rule), the share cards,
 * the CLI's refusals, 404s and page heads.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ChallengesPaths,
  utcDay,
  type ChallengeDetail,
  type ChallengeLeaderboard,
  type ChallengeList,
} from '@katana/shared/api/challenges';
import { fillPath } from '@katana/shared/api/paths';
import { SubmissionPaths } from '@katana/shared/api/practice-submissions';
import { eq } from 'drizzle-orm';
import type { ProblemRow } from '../db/schema/practice.ts';
import { users } from '../db/schema/users.ts';
import { insertNamedQuizzes } from '../practice/submissions/problem-fixtures.test-support.ts';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { question } from '../test-series/test-series-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runChallengeAdd } from './challenge-command.ts';

const SLUG = 'quiz-fortnight';
const yesterday = utcDay(new Date(Date.now() - 86_400_000));

describe('monthly challenges', () => {
  let t: TestApp;
  const quiz: ProblemRow[] = [];
  let ada: TestLearner;
  let bob: TestLearner;
  const { call, data } = injectAs(() => t.app);
  const detail = (who: TestLearner | null) =>
    data<ChallengeDetail>('GET', fillPath(ChallengesPaths.detail, { slug: SLUG }), who);
  const answer = async (who: TestLearner, n: number) => {
    const res = await call('POST', SubmissionPaths.submitMcq, who, {
      problem_id: quiz[n - 1]!.id,
      answer_ids: ['b'],
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const add = async (args: string[]) => {
    const out: string[] = [];
    const code = await runChallengeAdd(t.app.db, args, (line) => out.push(line));
    return { code, out };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never }, slices: ['challenges'] });
    quiz.push(...(await insertNamedQuizzes(t.app.db, 'ch', 3, (n) => question(n, 'ch'))));
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('adds a challenge from the command line and refuses unknown problems and a bad month index', async () => {
    const base = [
      '--slug',
      SLUG,
      '--title',
      'Quiz fortnight',
      '--summary',
      'One quiz a day.',
      '--start',
      yesterday,
    ];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await add([...base, '--month-index', '43', '--problems', 'ch-quiz-1'])).code).toBe(2);
    expect((await add([...base, '--month-index', '5', '--problems', 'ch-quiz-1,no-such-problem'])).code).toBe(
      1,
    );
    expect(errors.mock.calls.flat().join('\n')).toContain(
      "problem 'no-such-problem' is not in the catalogue",
    );
    errors.mockRestore();
    const ok = await add([...base, '--month-index', '5', '--problems', 'ch-quiz-1,ch-quiz-2,ch-quiz-3']);
    expect(ok).toEqual({ code: 0, out: [`${SLUG}: inserted`] });
    expect(
      (await add([...base, '--month-index', '5', '--problems', 'ch-quiz-1,ch-quiz-2,ch-quiz-3'])).out,
    ).toEqual([`${SLUG}: unchanged`]);
  });

  it('shows a visitor the running challenge with its unlocked days and hides the locked day', async () => {
    const list = await data<ChallengeList>('GET', ChallengesPaths.list, null);
    expect(list.challenges).toEqual([
      expect.objectContaining({ slug: SLUG, status: 'running', days: 3, month_index: 5, registered: false }),
    ]);
    const view = await detail(null);
    expect(view.days_list.map((d) => [d.day, d.unlocked, d.problem?.slug ?? null])).toEqual([
      [1, true, 'ch-quiz-1'],
      [2, true, 'ch-quiz-2'],
      [3, false, null],
    ]);
  });

  it('asks a visitor to sign in before joining', async () => {
    const res = await call('POST', fillPath(ChallengesPaths.registration, { slug: SLUG }), null);
    expect(res.statusCode).toBe(401);
  });

  it("counts a registered learner's solve with its level and Challenge badge, and not an unregistered one's", async () => {
    await data('POST', fillPath(ChallengesPaths.registration, { slug: SLUG }), ada);
    await answer(ada, 1);
    await answer(bob, 1);
    const view = await detail(ada);
    expect(view.registered).toBe(true);
    expect(view.progress).toEqual({ solved: 1, total: 3, level: 3 });
    expect(view.days_list[0]!.solved).toBe(true);
    expect(view.badge).toMatchObject({ month_index: 5, level: 3 });
    expect((await detail(bob)).progress.solved).toBe(0);
  });

  it("does not count a locked day's problem solved before it unlocks", async () => {
    await answer(ada, 3);
    expect((await detail(ada)).progress.solved).toBe(1);
  });

  it('ranks the board by solved days and shows the learner their own row', async () => {
    await data('POST', fillPath(ChallengesPaths.registration, { slug: SLUG }), bob);
    await answer(bob, 2);
    await answer(ada, 2);
    const board = await data<ChallengeLeaderboard>(
      'GET',
      fillPath(ChallengesPaths.leaderboard, { slug: SLUG }),
      bob,
    );
    expect(board.entries.map((e) => [e.rank, e.name, e.solved])).toEqual([
      [1, 'Ada Lovelace', 2],
      [2, 'Bob Builder', 1],
    ]);
    expect(board.me).toMatchObject({ rank: 2, name: 'Bob Builder' });
  });

  it('shows a private learner by name, rank and score, without their picture or a profile link, but to themselves', async () => {
    const picture = '/media/pictures/ada.webp';
    await t.app.db.update(users).set({ image: picture }).where(eq(users.id, ada.userId));
    const board = (who: TestLearner | null) =>
      data<ChallengeLeaderboard>('GET', fillPath(ChallengesPaths.leaderboard, { slug: SLUG }), who);
    expect((await board(null)).entries[0]).toMatchObject({
      name: 'Ada Lovelace',
      image: picture,
      profile_linked: true,
    });

    await t.app.db.update(users).set({ profileVisibility: 'private' }).where(eq(users.id, ada.userId));
    for (const viewer of [null, bob])
      expect((await board(viewer)).entries[0]).toMatchObject({
        rank: 1,
        name: 'Ada Lovelace',
        solved: 2,
        image: null,
        profile_linked: false,
      });
    const own = await board(ada);
    expect(own.me).toMatchObject({ rank: 1, image: picture, profile_linked: true });
    await t.app.db
      .update(users)
      .set({ profileVisibility: 'public', image: null })
      .where(eq(users.id, ada.userId));
  });

  it("draws a learner's share cards, and 404s a card there is nothing to show for", async () => {
    const uuid = (await detail(ada)).viewer_uuid!;
    for (const card of ['challenge_achievement', 'challenge_badge']) {
      const res = await t.app.inject({
        url: fillPath(ChallengesPaths.card, { slug: SLUG, uuid, file: `${card}.png` }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    const other = '00000000-0000-4000-8000-000000000000';
    const none = await t.app.inject({
      url: fillPath(ChallengesPaths.card, { slug: SLUG, uuid: other, file: 'challenge_badge.png' }),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: 404 });
  });

  it('renders the pages server-side and answers 404 for an unknown challenge', async () => {
    const page = await t.app.inject({ url: `/challenges/${SLUG}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Quiz fortnight[^<]*<\/title>/);
    expect((await t.app.inject({ url: '/challenges/no-such-challenge' })).statusCode).toBe(404);
    const missing = await call('GET', fillPath(ChallengesPaths.detail, { slug: 'no-such-challenge' }), null);
    expect(missing.statusCode).toBe(404);
    for (const url of ['/challenges', '/challenges/register']) {
      const list = await t.app.inject({ url });
      expect(list.statusCode).toBe(200);
      expect(list.body).toMatch(/<title>Challenges[^<]*<\/title>/);
    }
  });
});
