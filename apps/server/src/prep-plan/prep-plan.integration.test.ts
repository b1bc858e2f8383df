/**
 * The prep plan over HTTP on a real database: saving with clear refusals, a schedule built from the learner's real
 * guided-path items and due flash cards, completion read from the real sources (a marked article, a solved quiz,
 * reviewed cards) and the plan re-planned from today when the learner falls behind.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlashCardPaths } from '@katana/shared/api/flash-cards';
import { GuidedPathsPaths } from '@katana/shared/api/guided-paths';
import { fillPath } from '@katana/shared/api/paths';
import { SubmissionPaths } from '@katana/shared/api/practice-submissions';
import { PrepPlanMessage, PrepPlanPaths, type PrepPlanResponse } from '@katana/shared/api/prep-plan';
import { addDays, istDate } from '@katana/shared/engagement/ist-time';
import type { ProblemRow } from '../db/schema/practice.ts';
import { prepPlans } from '../db/schema/prep-plan.ts';
import { upsertDeck } from '../flash-cards/flash-cards-seed.ts';
import { importGuidedPaths } from '../guided-paths/guided-path-import.ts';
import { insertNamedQuizzes } from '../practice/submissions/problem-fixtures.test-support.ts';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { question } from '../test-series/test-series-fixtures.test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const FIXTURES = path.join(import.meta.dirname, '..', 'guided-paths', 'fixtures');
const SLUG = 'gp-intro';
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

describe('prep plan', () => {
  let t: TestApp;
  let ada: TestLearner;
  const quiz: ProblemRow[] = [];
  const today = () => istDate(Date.now());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    who: TestLearner | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: who.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const plan = async (who: TestLearner) => {
    const res = await call('GET', PrepPlanPaths.plan, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PrepPlanResponse;
  };
  const save = (who: TestLearner, body: object) =>
    call('PUT', PrepPlanPaths.plan, who, {
      target_date: addDays(today(), 30),
      weekly_hours: 7,
      study_days: EVERY_DAY,
      paths: [SLUG],
      ...body,
    });
  const itemKeys = (r: PrepPlanResponse, day = 0) =>
    r.plan!.days[day]!.tasks.flatMap((task) => (task.type === 'item' ? [[task.item_key, task.done]] : []));

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    quiz.push(...(await insertNamedQuizzes(t.app.db, 'gp', 4, (n) => question(n, 'gp'))));
    const imported = await importGuidedPaths(t.app.db, [path.join(FIXTURES, 'valid')], FIXTURES);
    expect(imported.errors).toEqual([]);
    await upsertDeck(
      t.app.db,
      {
        slug: 'plan-deck',
        title: 'Plan deck',
        topic: 'arrays',
        cards: [1, 2, 3, 4].map((i) => ({ id: `p${i}`, front: `Q${i}?`, back: `A${i}.` })),
      },
      200,
    );
    ada = await learner(t.app, 'Ada Lovelace');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for signed-in learners only and empty before the learner makes a plan', async () => {
    expect((await call('GET', PrepPlanPaths.plan, null)).statusCode).toBe(401);
    expect((await call('PUT', PrepPlanPaths.plan, null, {})).statusCode).toBe(401);
    expect(await plan(ada)).toEqual({ settings: null, plan: null });
  });

  it('refuses bad settings with a clear message on the field', async () => {
    const fieldOf = async (body: object) => {
      const res = await save(ada, body);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await fieldOf({ target_date: today() })).toEqual({
      target_date: PrepPlanMessage.TARGET_NOT_AFTER_TODAY,
    });
    expect(await fieldOf({ target_date: addDays(today(), 800) })).toEqual({
      target_date: PrepPlanMessage.TARGET_TOO_FAR,
    });
    expect(await fieldOf({ target_date: '2030-02-30' })).toEqual({
      target_date: 'Use a real calendar date.',
    });
    expect((await fieldOf({ weekly_hours: 0 })).weekly_hours).toBe('Plan at least 1 hour a week.');
    expect((await fieldOf({ study_days: [] })).study_days).toBe('Choose at least one study day.');
    expect((await fieldOf({ paths: [] })).paths).toBe(PrepPlanMessage.NO_PATHS);
    expect(await fieldOf({ paths: ['no-such-path'] })).toEqual({
      paths: 'There is no guided path "no-such-path".',
    });
    expect(await fieldOf({})).toEqual({ paths: 'Enroll in the guided path first: Fixture path.' });
    expect(await plan(ada)).toEqual({ settings: null, plan: null });
  });

  it("plans the learner's path day by day from today, reviews first, each item linked into the classroom", async () => {
    const enrolled = await call('POST', GuidedPathsPaths.enroll, ada, { slug: SLUG, source: 'prep_plan' });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const res = await save(ada, { weekly_hours: 3.5, study_days: EVERY_DAY });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as PrepPlanResponse;
    expect(saved.settings).toMatchObject({
      weekly_hours: 3.5,
      study_days: EVERY_DAY,
      paths: [{ slug: SLUG, title: 'Fixture path' }],
    });
    const p = saved.plan!;
    expect(p).toMatchObject({
      today: today(),
      status: 'on_track',
      fits: true,
      completed_items: 0,
      total_items: 7,
    });
    // 30 minutes a day: 4 new cards (2 minutes) first, then items in path order while they fit.
    expect(p.days[0]!.tasks[0]).toEqual({
      type: 'review',
      cards: 4,
      minutes: 2,
      done: false,
      href: '/prep-plan/flash-cards',
    });
    const all = p.days.flatMap((d) => d.tasks.flatMap((task) => (task.type === 'item' ? [task] : [])));
    expect(all.map((task) => task.item_key)).toEqual([
      'article-welcome',
      'gp-quiz-1',
      'video-walkthrough',
      'gp-quiz-2',
      'gp-quiz-3',
      'article-wrap-up',
      'gp-quiz-4',
    ]);
    expect(all.find((task) => task.item_key === 'gp-quiz-1')).toMatchObject({
      item_kind: 'quiz',
      minutes: 10,
      module_title: 'Basics',
      path_title: 'Fixture path',
      href: '/guided-paths/gp-intro/content?item=gp-quiz-1',
    });
    expect(all.find((task) => task.item_key === 'video-walkthrough')).toMatchObject({ minutes: 7 });
    for (const day of p.days) expect(day.planned_minutes).toBeLessThanOrEqual(30);
    expect(p.days.map((d) => d.date)).toEqual(p.days.map((_, i) => addDays(today(), i)));
    expect(await plan(ada)).toEqual(saved);
  });

  it('reads completion from the real sources: a marked article, a solved quiz and reviewed cards show done today', async () => {
    const marked = await call('POST', GuidedPathsPaths.markComplete, ada, {
      slug: SLUG,
      key: 'article-welcome',
      completed: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const solved = await call('POST', SubmissionPaths.submitMcq, ada, {
      problem_id: quiz[0]!.id,
      answer_ids: ['b'],
    });
    expect(solved.statusCode, solved.body).toBe(200);
    for (let i = 0; i < 4; i++) {
      const session = await call('GET', fillPath(FlashCardPaths.review, { deck: 'plan-deck' }), ada);
      const card = session.json().data.card as { id: number };
      const rated = await call('POST', fillPath(FlashCardPaths.rate, { deck: 'plan-deck' }), ada, {
        card_id: card.id,
        rating: 'easy',
      });
      expect(rated.statusCode, rated.body).toBe(200);
    }
    const p = (await plan(ada)).plan!;
    expect(p.completed_items).toBe(2);
    expect(itemKeys(await plan(ada)).slice(0, 2)).toEqual([
      ['article-welcome', true],
      ['gp-quiz-1', true],
    ]);
    expect(p.days[0]!.tasks.filter((task) => task.type === 'review')).toEqual([
      { type: 'review', cards: 4, minutes: 2, done: true, href: '/prep-plan/flash-cards' },
    ]);
    const pending = p.days.flatMap((d) => d.tasks.filter((task) => task.type === 'item' && !task.done));
    expect(pending).toHaveLength(5);
  });

  it('says when the work does not fit by the target date, and by how much', async () => {
    const res = await save(ada, { target_date: addDays(today(), 1), weekly_hours: 1, study_days: EVERY_DAY });
    expect(res.statusCode, res.body).toBe(200);
    const p = (res.json().data as PrepPlanResponse).plan!;
    expect(p.fits).toBe(false);
    expect(p.days_late).toBeGreaterThan(0);
    expect(p.minutes_after_target).toBeGreaterThan(0);
    expect(p.required_weekly_hours).toBeGreaterThan(1);
    const planned = p.days.flatMap((d) => d.tasks.filter((task) => task.type === 'item' && !task.done));
    expect(planned).toHaveLength(5);
  });

  it('re-plans from today when the learner falls behind: missed work moves forward, nothing is dropped', async () => {
    expect((await save(ada, {})).statusCode).toBe(200);
    // As if the plan had been saved days ago with every item planned by yesterday.
    const yesterday = addDays(today(), -1);
    const [row] = await t.app.db.select().from(prepPlans).where(eq(prepPlans.userId, ada.userId));
    const baseline = Object.fromEntries(Object.keys(row!.baseline).map((id) => [id, yesterday]));
    await t.app.db.update(prepPlans).set({ baseline }).where(eq(prepPlans.userId, ada.userId));

    const p = (await plan(ada)).plan!;
    expect(p.status).toBe('behind');
    expect(p.overdue_items).toBe(5);
    expect(p.days[0]!.date).toBe(today());
    const pending = p.days.flatMap((d) =>
      d.tasks.flatMap((task) => (task.type === 'item' && !task.done ? [task.item_key] : [])),
    );
    expect(pending).toEqual(['video-walkthrough', 'gp-quiz-2', 'gp-quiz-3', 'article-wrap-up', 'gp-quiz-4']);
  });

  it('renders the titles of /prep-plan and /prep-plan/edit on the server', async () => {
    const page = await t.app.inject({ url: '/prep-plan' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Coding interview prep plan | Katana</title>');
    expect(page.body).toContain('A day-by-day coding interview preparation plan with flash cards.');
    const edit = await t.app.inject({ url: '/prep-plan/edit' });
    expect(edit.statusCode).toBe(200);
    expect(edit.body).toContain('<title>Edit prep plan | Katana</title>');
  });

  it('forgets the plan', async () => {
    const res = await call('DELETE', PrepPlanPaths.plan, ada);
    expect(res.statusCode).toBe(200);
    expect(await plan(ada)).toEqual({ settings: null, plan: null });
  });
});
