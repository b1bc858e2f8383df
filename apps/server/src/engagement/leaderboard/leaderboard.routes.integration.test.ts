import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { leaderboardWeekAt } from '@katana/shared/engagement/leaderboard';
import { LeaderboardPaths } from '@katana/shared/engagement/api-leaderboard';
import { ExperiencePaths } from '@katana/shared/engagement/api-experience';
import type { TestApp } from '../../test/test-app.ts';
import { cookieHeaders, signUp, type Session } from '../../test/auth-helpers.ts';
import { createCatalogueTestApp } from '../../practice/catalogue/catalogue.test-support.ts';
import { users } from '../../db/schema/users.ts';
import { problems, userProblemStates } from '../../db/schema/practice.ts';
import { rewardToasts } from '../../db/schema/engagement-notifications.ts';
import { awardExp } from '../experience/award-exp.ts';
import { addWeeklyExp, type WeeklyExpInput } from './weekly-exp.ts';

describe('leaderboard routes (LeaderboardPaths)', () => {
  let t: TestApp;
  const people: { session: Session; id: number; name: string }[] = [];
  beforeAll(async () => {
    t = await createCatalogueTestApp();
    for (const name of ['Asha Rao', 'Bilal Khan', 'Chen Li', 'Dana Cruz']) {
      const { session, email } = await signUp(t.app, { name });
      const [row] = await t.testDb.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      people.push({ session, id: row!.id, name });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, who = people[0]!) => t.app.inject({ url, headers: cookieHeaders(who.session) });
  const award = (who: { id: number }, points: number, extra: Partial<WeeklyExpInput> = {}) =>
    addWeeklyExp(t.testDb.db, { userId: who.id, points, at: new Date(), ...extra });
  // EXP the way a learner earns it (a first solve): total, level and weekly board move together.
  let solves = 0;
  const earn = (who: { id: number }, points: number) =>
    awardExp(t.testDb.db, {
      userId: who.id,
      source: 'PROBLEM_SOLVED',
      sourceId: `problem:${++solves}`,
      basePoints: points,
      at: new Date(),
    });

  it('needs a signed-in learner', async () => {
    for (const path of [LeaderboardPaths.xpSummary, LeaderboardPaths.userDetails, LeaderboardPaths.board]) {
      expect((await t.app.inject({ url: path })).statusCode).toBe(401);
    }
  });

  it('xp-summary: locked below level 2, then the global weekly rank of the IST week', async () => {
    const [asha, bilal, chen] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const week = leaderboardWeekAt(Date.now());
    expect((await get(LeaderboardPaths.xpSummary, asha)).json().data).toEqual({
      locked: true,
      start_date: week.start_date,
      user_rank: null,
      user_exp: 0,
    });
    await award(asha, 60);
    await award(bilal, 150);
    await award(chen, 20);
    expect((await get(LeaderboardPaths.xpSummary, asha)).json().data).toEqual({
      locked: true,
      start_date: week.start_date,
      user_rank: 2,
      user_exp: 60,
    });
    await earn(asha, 100); // 160 EXP this week, 150 in all with the welcome bonus: level 2, and first place
    expect((await get(LeaderboardPaths.xpSummary, asha)).json().data).toMatchObject({
      locked: false,
      user_rank: 1,
      user_exp: 160,
    });
    expect((await get(LeaderboardPaths.xpSummary, bilal)).json().data).toMatchObject({ user_rank: 2 });
  });

  it('user-details: league rank, league name and zone, cached 10 s', async () => {
    const dana = people[3]!;
    const empty = await get(LeaderboardPaths.userDetails, dana);
    expect(empty.json().data).toEqual({ active_week_status: null });
    expect(empty.headers['cache-control']).toBe('private, max-age=10');
    const asha = await get(LeaderboardPaths.userDetails, people[0]);
    // Iron (the lowest tier) has no demotion; a group of 3 promotes its first.
    expect(asha.json().data).toEqual({
      active_week_status: { current_rank: 1, league_name: 'Iron', zone: 'promotion' },
    });
    expect((await get(LeaderboardPaths.userDetails, people[2])).json().data).toEqual({
      active_week_status: { current_rank: 3, league_name: 'Iron', zone: 'safe' },
    });
    // Dana earns EXP, but the answer of 10 s ago stands (the spec's cache).
    await award(dana, 5);
    expect((await get(LeaderboardPaths.userDetails, dana)).json().data).toEqual({ active_week_status: null });
  });

  it('board: Personal is the league group, Friends the followed people and oneself', async () => {
    const res = await get(LeaderboardPaths.board, people[1]);
    const data = res.json().data;
    expect(data.total).toBe(4);
    expect(
      data.rows.map((r: { name: string; exp: number; rank: number; is_current_user: boolean }) => [
        r.rank,
        r.name,
        r.exp,
        r.is_current_user,
      ]),
    ).toEqual([
      [1, 'Asha Rao', 160, false],
      [2, 'Bilal Khan', 150, true],
      [3, 'Chen Li', 20, false],
      [4, 'Dana Cruz', 5, false],
    ]);
    const friendsBefore = (await get(`${LeaderboardPaths.board}?scope=Friends`, people[2])).json().data;
    expect(friendsBefore.rows.map((r: { name: string }) => r.name)).toEqual(['Chen Li']);
    t.app.leaderboard.setFollowees(async (id) =>
      id === people[2]!.id ? [people[3]!.id, people[1]!.id] : [],
    );
    const friends = (await get(`${LeaderboardPaths.board}?scope=Friends`, people[2])).json().data;
    expect(friends.rows.map((r: { name: string; rank: number }) => [r.rank, r.name])).toEqual([
      [1, 'Bilal Khan'],
      [2, 'Chen Li'],
      [3, 'Dana Cruz'],
    ]);
  });

  it('board: PracticeTopic from solved problems, College from the profile, and validation', async () => {
    const [gift] = await t.testDb.db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.slug, 'gift-pair-budget'));
    const topics = await t.testDb.db.execute(sql`
      select t.slug from problem_topics pt join topics t on t.id = pt.topic_id where pt.problem_id = ${gift!.id}`);
    const topic = (topics as unknown as { rows: { slug: string }[] }).rows[0]!.slug;
    await award(people[2]!, 30, { problemId: gift!.id });
    await award(people[3]!, 10, { problemId: gift!.id });
    const byTopic = (
      await get(`${LeaderboardPaths.board}?entity_type=PracticeTopic&entity_id=${topic}`)
    ).json().data;
    expect(byTopic.rows.map((r: { name: string; exp: number }) => [r.name, r.exp])).toEqual([
      ['Chen Li', 30],
      ['Dana Cruz', 10],
    ]);

    await t.testDb.db.update(users).set({ collegeId: 'iit-x' }).where(eq(users.id, people[1]!.id));
    await t.testDb.db.update(users).set({ collegeId: 'iit-x' }).where(eq(users.id, people[3]!.id));
    const campus = (await get(`${LeaderboardPaths.board}?entity_type=College&entity_id=iit-x`)).json().data;
    expect(campus.rows.map((r: { name: string; rank: number }) => [r.rank, r.name])).toEqual([
      [1, 'Bilal Khan'],
      [2, 'Dana Cruz'],
    ]);
    expect(campus.total).toBe(2);

    const half = await get(`${LeaderboardPaths.board}?entity_type=College`);
    expect(half.statusCode).toBe(422);
    expect(half.json().error.fields).toHaveProperty('entity_id');
    expect((await get(`${LeaderboardPaths.board}?scope=Everyone`)).statusCode).toBe(422);
  });

  it('board: a private learner keeps rank, name and EXP, but no picture or profile link, except to themselves', async () => {
    const dana = people[3]!;
    const picture = '/media/pictures/dana.webp';
    await t.testDb.db
      .update(users)
      .set({ image: picture, profileVisibility: 'private' })
      .where(eq(users.id, dana.id));
    type Row = { name: string; rank: number; exp: number; image: string | null; profile_linked: boolean };
    const rowOf = async (url: string, who: (typeof people)[number]) =>
      ((await get(url, who)).json().data.rows as Row[]).find((r) => r.name === dana.name)!;
    for (const url of [
      LeaderboardPaths.board,
      `${LeaderboardPaths.board}?entity_type=College&entity_id=iit-x`,
    ]) {
      const seen = await rowOf(url, people[1]!);
      expect(seen).toMatchObject({ image: null, profile_linked: false });
      expect(seen.rank).toBeGreaterThan(0);
      expect(seen.exp).toBeGreaterThan(0);
      expect(await rowOf(url, dana)).toMatchObject({ image: picture, profile_linked: true });
    }
    expect((await get(LeaderboardPaths.board, dana)).json().data.rows[0]).toMatchObject({
      profile_linked: true,
    });
    await t.testDb.db
      .update(users)
      .set({ image: null, profileVisibility: 'public' })
      .where(eq(users.id, dana.id));
  });

  it('onboarding: shown until marked complete', async () => {
    const who = people[3]!;
    expect((await get(LeaderboardPaths.checkOnboarding, who)).json().data).toEqual({ show_onboarding: true });
    const marked = await t.app.inject({
      method: 'POST',
      url: LeaderboardPaths.markOnboardingComplete,
      headers: cookieHeaders(who.session),
    });
    expect(marked.json().data).toEqual({ completed: true });
    expect((await get(LeaderboardPaths.checkOnboarding, who)).json().data).toEqual({
      show_onboarding: false,
    });
  });

  it('unsolved problem: a CODE problem the learner has not solved, stable for the date', async () => {
    const who = people[0]!;
    const url = `${LeaderboardPaths.unsolvedProblem}?date=2026-03-04`;
    const first = (await get(url, who)).json().data.problem;
    expect(first).toMatchObject({ problem_type: 'CODE' });
    expect((await get(url, who)).json().data.problem.slug).toBe(first.slug);
    await t.testDb.db
      .insert(userProblemStates)
      .values({ userId: who.id, problemId: first.id, solvedAt: new Date() });
    expect((await get(url, who)).json().data.problem.slug).not.toBe(first.slug);
    expect((await get(`${LeaderboardPaths.unsolvedProblem}?date=2026-02-30`, who)).statusCode).toBe(422);
    expect((await get(LeaderboardPaths.unsolvedProblem, who)).statusCode).toBe(422);
  });

  it('interested users: sign-up by e-mail (entity only with both parts), idempotent', async () => {
    const who = people[1]!;
    const q = (extra = '') => `${LeaderboardPaths.interestedUsers}?category=league${extra}`;
    expect((await get(q(), who)).json().data).toEqual({ interested: false });
    const email = (
      await t.testDb.db.select({ email: users.email }).from(users).where(eq(users.id, who.id))
    )[0]!.email!;
    const add = (extra: string) =>
      t.app.inject({
        method: 'POST',
        url: q(`&email=${encodeURIComponent(email)}${extra}`),
        headers: cookieHeaders(who.session),
      });
    expect((await add('')).json().data).toEqual({ interested: true });
    expect((await add('')).statusCode).toBe(200);
    expect((await get(q(), who)).json().data).toEqual({ interested: true });
    expect((await get(q('&entity_type=College&entity_id=iit-x'), who)).json().data).toEqual({
      interested: false,
    });
    await add('&entity_type=College&entity_id=iit-x');
    expect((await get(q('&entity_type=College&entity_id=iit-x'), who)).json().data).toEqual({
      interested: true,
    });
    // Anyone may sign up; the e-mail is required and must be one.
    const anon = await t.app.inject({ method: 'POST', url: q('&email=not-an-email') });
    expect(anon.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: q('&email=guest@example.com') })).json().data).toEqual({
      interested: true,
    });
  });

  // Last: the newcomer joins the week's league group the tests above count.
  it('xp-summary: the welcome bonus counts towards the unlock, as it counts towards the level', async () => {
    const { session, email } = await signUp(t.app, { name: 'Esha Newcomer' });
    const [row] = await t.testDb.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const esha = { session, id: row!.id, name: 'Esha Newcomer' };
    const level = async () =>
      (await get(ExperiencePaths.levelsProgress, esha)).json().data as {
        current_level: number;
        points: number;
      };
    expect(await level()).toEqual({ current_level: 1, points: 50 });
    await earn(esha, 40);
    expect((await get(LeaderboardPaths.xpSummary, esha)).json().data).toMatchObject({ locked: true });
    await earn(esha, 10); // 50 earned this week + the 50 EXP welcome bonus = 100 EXP: level 2
    expect(await level()).toEqual({ current_level: 2, points: 100 });
    expect((await get(LeaderboardPaths.xpSummary, esha)).json().data).toMatchObject({
      locked: false,
      user_exp: 50,
    });
    // The level-2 toast is the level-up entry that opens the "Level 2 Leaderboard unlocked" screen.
    const levelUps = await t.testDb.db
      .select({ content: rewardToasts.content })
      .from(rewardToasts)
      .where(and(eq(rewardToasts.userId, esha.id), eq(rewardToasts.notificationType, 'LEVEL_UPGRADED')));
    expect(levelUps.map((r) => r.content)).toEqual([{ level: 2, lb_entry_type: 'level_up' }]);
  });
});
