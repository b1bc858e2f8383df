/**
 * Goals end to end on the app: the importer (idempotent, refusals with file:line), public goal list and details,
 * setting a goal and its language, progress derived from guided paths (module), practice (problem list), the
 * library's record of completed videos (shared with /resources/videos) and marks (article), custom elements, the next action card, last viewed element, GOAL EXP paid once per phase, the
 * landing event and the documented no-ops.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  GOAL_PHASE_EXP,
  GoalMessage,
  GoalsPaths,
  type ActionCard,
  type GoalDetails,
  type GoalElementDetails,
  type GoalList,
  type GoalProgress,
  type UserGoalStatus,
} from '@katana/shared/api/goals';
import { SubmissionPaths } from '@katana/shared/api/practice-submissions';
import { expLedger } from '../db/schema/engagement-experience.ts';
import { userGoalElementMarks } from '../db/schema/goals.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';
import { problemListItems, problemLists, type ProblemRow } from '../db/schema/practice.ts';
import { insertNamedQuizzes } from '../practice/submissions/problem-fixtures.test-support.ts';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { question } from '../test-series/test-series-fixtures.test-support.ts';
import { seedAll } from '../practice/index.ts';
import { importGuidedPaths } from '../guided-paths/guided-path-import.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { completedVideoIdentities, isVideoCompleted, markVideoCompleted } from '../library/index.ts';
import { importGoals } from './goal-import.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const GOAL = 'goal-fixture';

describe('goals', () => {
  let t: TestApp;
  const quiz: ProblemRow[] = [];
  let ada: TestLearner;
  let bob: TestLearner;

  const { call, data } = injectAs(() => t.app);
  const progress = (who: TestLearner, goal = GOAL) =>
    data<GoalProgress>('GET', `${GoalsPaths.progress}?journey_goal_id=${goal}`, who);
  const solve = async (who: TestLearner, n: number) => {
    const res = await call('POST', SubmissionPaths.submitMcq, who, {
      problem_id: quiz[n - 1]!.id,
      answer_ids: ['b'],
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const goalExp = (who: TestLearner) =>
    t.app.db
      .select()
      .from(expLedger)
      .where(and(eq(expLedger.userId, who.userId), eq(expLedger.source, 'GOAL')));

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never }, slices: ['goals'] });
    await seedAll(t.app.db);
    quiz.push(...(await insertNamedQuizzes(t.app.db, 'goal', 4, (n) => question(n, 'goal'))));
    const [list] = await t.app.db
      .insert(problemLists)
      .values({ slug: 'goal-list', name: 'Goal list' })
      .returning();
    await t.app.db.insert(problemListItems).values([
      { listId: list!.id, problemId: quiz[1]!.id, position: 0 },
      { listId: list!.id, problemId: quiz[2]!.id, position: 1 },
    ]);
    const paths = await importGuidedPaths(t.app.db, [path.join(FIXTURES, 'paths')], FIXTURES);
    expect(paths.errors).toEqual([]);
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('imports goals once, skips them unchanged, and refuses unknown modules, lists and bad schema with file:line', async () => {
    const first = await importGoals(t.app.db, path.join(FIXTURES, 'valid'), FIXTURES);
    expect(first).toMatchObject({ inserted: [GOAL, 'second-goal'], errors: [] });
    const again = await importGoals(t.app.db, path.join(FIXTURES, 'valid'), FIXTURES);
    expect(again).toMatchObject({ inserted: [], unchanged: [GOAL, 'second-goal'] });
    const refused = await importGoals(t.app.db, path.join(FIXTURES, 'invalid'), FIXTURES);
    expect(refused.inserted).toEqual([]);
    expect(refused.errors).toEqual([
      'invalid/bad-schema.yaml:13: phases.0.elements.0.video.url: video URLs must be https',
      "invalid/broken-goal.yaml:10: guided path module 'goal-path/no-such-module' does not exist",
      "invalid/broken-goal.yaml:12: problem list 'no-such-list' does not exist",
    ]);
  });

  it('lists goals and their details publicly, elements only when asked, 404 for an unknown goal', async () => {
    const list = await data<GoalList>('GET', GoalsPaths.list, null);
    expect(list.goals.map((g) => [g.journey_goal_id, g.phase_count, g.element_count, g.selected])).toEqual([
      [GOAL, 2, 5, false],
      ['second-goal', 1, 1, false],
    ]);
    const brief = await data<GoalDetails>('GET', `${GoalsPaths.details}?journey_goal_id=${GOAL}`, null);
    expect(brief.phases.map((p) => [p.journey_phase_id, p.total_elements, p.elements.length])).toEqual([
      ['start', 3, 0],
      ['practice', 1, 0],
    ]);
    const full = await data<GoalDetails>(
      'GET',
      `${GoalsPaths.details}?journey_goal_id=${GOAL}&show_phase_elements=true&journey_phase_id=practice`,
      null,
    );
    expect(full.phases).toHaveLength(1);
    expect(full.phases[0]!.elements.map((e) => [e.element_id, e.title, e.optional, e.included])).toEqual([
      ['goal-list', 'Goal list', false, true],
      ['module-two', 'Module two', true, false],
    ]);
    const missing = await call('GET', `${GoalsPaths.details}?journey_goal_id=nope`, null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(GoalMessage.NOT_FOUND);
  });

  it("needs a signed-in learner for the learner's goal calls", async () => {
    const res = await call('GET', GoalsPaths.status, null);
    expect(res.statusCode).toBe(401);
  });

  it('sets a goal with an offered language and shows the first next action', async () => {
    expect(await data<UserGoalStatus>('GET', GoalsPaths.status, ada)).toMatchObject({ has_goal: false });
    const noGoal = await call('GET', GoalsPaths.actionCard, ada);
    expect(noGoal.statusCode).toBe(404);
    expect(noGoal.json().error.message).toBe(GoalMessage.NO_GOAL);
    const wrong = await call('POST', GoalsPaths.setUserGoal, ada, {
      journey_goal_id: GOAL,
      language_id: 'cpp',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(GoalMessage.LANGUAGE_NOT_OFFERED);
    const set = await data<UserGoalStatus>('POST', GoalsPaths.setUserGoal, ada, {
      journey_goal_id: GOAL,
      language_id: 'python',
    });
    expect(set).toMatchObject({ has_goal: true, journey_goal_id: GOAL, language_id: 'python' });
    expect(set.progress!.next_action).toMatchObject({
      journey_phase_id: 'start',
      element: {
        element_id: 'intro',
        element_type: 'article',
        href: '/guided-paths/goal-path/content?item=article-intro',
      },
    });
    const status = await data<UserGoalStatus>('GET', `${GoalsPaths.status}?get_phase_data=true`, ada);
    expect(status.progress).toMatchObject({ percentage: 0, completed_phases: 0, total_phases: 2 });
    expect((await data<UserGoalStatus>('GET', GoalsPaths.status, ada)).progress).toBeNull();
    const language = await data<UserGoalStatus>('POST', GoalsPaths.language, ada, {
      journey_goal_id: GOAL,
      language_id: 'java',
    });
    expect(language.language_id).toBe('java');
    const list = await data<GoalList>('GET', GoalsPaths.list, ada);
    expect(list.goals.find((g) => g.selected)?.journey_goal_id).toBe(GOAL);
  });

  it('completes an article by opening it (last viewed), a video by its mark, a module by solving, and pays GOAL EXP once per phase', async () => {
    const viewed = await data<GoalProgress>('POST', GoalsPaths.lastViewed, ada, {
      journey_phase_id: 'start',
      element_type: 'article',
      element_data: { element_id: 'intro' },
    });
    expect(viewed.last_viewed_element).toMatchObject({ element_id: 'intro', title: 'Intro to the goal' });
    expect(viewed.next_action?.element.element_id).toBe('module-one');

    const notVideo = await call('POST', GoalsPaths.videoCompleted, ada, {
      video_id: 'intro',
      video_list_id: 'start',
    });
    expect(notVideo.statusCode).toBe(422);
    const video = await data<GoalProgress>('POST', GoalsPaths.videoCompleted, ada, {
      video_id: 'welcome-video',
      video_list_id: 'start',
    });
    expect(video.phases[0]).toMatchObject({ completed_elements: 2, total_elements: 3, completed: false });
    expect(video.exp_awarded).toBe(0);

    await solve(ada, 1);
    const done = await progress(ada);
    expect(done.phases[0]).toMatchObject({ completed: true, percentage: 100 });
    expect(done.phases[0]!.elements.find((e) => e.element_id === 'module-one')).toMatchObject({
      completed: true,
      done_count: 1,
      total_count: 1,
    });
    expect(done.exp_awarded).toBe(GOAL_PHASE_EXP);
    expect(done.next_action).toMatchObject({
      journey_phase_id: 'practice',
      element: { element_id: 'goal-list' },
    });
    expect((await progress(ada)).exp_awarded).toBe(0);
    expect(await goalExp(ada)).toHaveLength(1);

    // Switching goals and coming back never pays the phase twice; only the current goal pays.
    await data('POST', GoalsPaths.setUserGoal, ada, { journey_goal_id: 'second-goal' });
    expect((await progress(ada, GOAL)).exp_awarded).toBe(0);
    const back = await data<UserGoalStatus>('POST', GoalsPaths.setUserGoal, ada, { journey_goal_id: GOAL });
    expect(back.language_id).toBeNull();
    expect(back.progress!.exp_awarded).toBe(0);
    expect(await goalExp(ada)).toHaveLength(1);
  });

  it("shares the library's one record of completed videos: /resources/videos' completions count, the goal's show there", async () => {
    // Ada completed the welcome video from her goal (the test above): the library's record holds it.
    const adas = await completedVideoIdentities(t.app.db, ada.userId, []);
    expect(isVideoCompleted(adas, 'https://video.example.org/welcome')).toBe(true);

    // Dee completes the same video in /resources/videos (the library writes the record): her goal counts it.
    const dee = await learner(t.app, 'Dee Dee');
    await data('POST', GoalsPaths.setUserGoal, dee, { journey_goal_id: GOAL });
    const before = await progress(dee);
    expect(before.phases[0]!.elements.find((e) => e.element_id === 'welcome-video')?.completed).toBe(false);
    await markVideoCompleted(t.app.db, dee.userId, 'https://video.example.org/welcome');
    const after = await progress(dee);
    expect(after.phases[0]!.elements.find((e) => e.element_id === 'welcome-video')).toMatchObject({
      completed: true,
      done_count: 1,
    });
    expect(after.phases[0]!.completed_elements).toBe(before.phases[0]!.completed_elements + 1);
  });

  it("migrates a goal's own video marks into the shared record (migration 0035), keeping the article marks", async () => {
    const cy = await learner(t.app, 'Cy Young');
    await data('POST', GoalsPaths.setUserGoal, cy, { journey_goal_id: GOAL });
    await t.app.db.insert(userGoalElementMarks).values([
      { userId: cy.userId, goalSlug: GOAL, elementKey: 'welcome-video' },
      { userId: cy.userId, goalSlug: GOAL, elementKey: 'intro' },
    ]);
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0036_goal-videos-shared.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.app.db.execute(sql.raw(statement));

    const record = await completedVideoIdentities(t.app.db, cy.userId, []);
    expect(isVideoCompleted(record, 'https://video.example.org/welcome')).toBe(true);
    const marks = await t.app.db
      .select({ key: userGoalElementMarks.elementKey })
      .from(userGoalElementMarks)
      .where(eq(userGoalElementMarks.userId, cy.userId));
    expect(marks.map((m) => m.key)).toEqual(['intro']);
    const elements = (await progress(cy)).phases[0]!.elements;
    expect(elements.filter((e) => e.completed).map((e) => e.element_id)).toEqual(['intro', 'welcome-video']);
  });

  it('adds picked optional elements to a phase and refuses required or unknown ones', async () => {
    const required = await call('POST', GoalsPaths.customElements, ada, {
      journey_phase_id: 'practice',
      phase_element_ids: ['goal-list'],
    });
    expect(required.statusCode).toBe(422);
    expect(required.json().error.message).toBe(GoalMessage.NOT_OPTIONAL);
    const unknown = await call('POST', GoalsPaths.customElements, ada, {
      journey_phase_id: 'practice',
      phase_element_ids: ['nope'],
    });
    expect(unknown.statusCode).toBe(404);
    const picked = await data<GoalProgress>('POST', GoalsPaths.customElements, ada, {
      journey_phase_id: 'practice',
      phase_element_ids: ['module-two'],
    });
    expect(picked.phases[1]).toMatchObject({ total_elements: 2, completed_elements: 0 });

    // The problem list counts problems solved anywhere: one of two reaches its target of 1.
    await solve(ada, 2);
    const after = await progress(ada);
    expect(after.phases[1]!.elements[0]).toMatchObject({ completed: true, done_count: 1, total_count: 1 });
    expect(after.phases[1]!.completed).toBe(false);
    const card = await data<ActionCard>('GET', `${GoalsPaths.actionCard}?journey_phase_id=practice`, ada);
    expect(card).toMatchObject({
      phase_title: 'Practice',
      element: { element_id: 'module-two', done_count: 0, total_count: 2 },
    });

    // Unpicking leaves the phase complete: its only element is done, and the phase pays.
    const unpicked = await data<GoalProgress>('POST', GoalsPaths.customElements, ada, {
      journey_phase_id: 'practice',
      phase_element_ids: [],
    });
    expect(unpicked.phases[1]!.completed).toBe(true);
    expect(unpicked.exp_awarded).toBe(GOAL_PHASE_EXP);
    expect(unpicked.next_action).toBeNull();
    expect(await data<ActionCard>('GET', GoalsPaths.actionCard, ada)).toBeNull();
  });

  it('answers element details, the landing event and the documented no-ops', async () => {
    const video = await data<GoalElementDetails>(
      'GET',
      `${GoalsPaths.element}?element_id=welcome-video&element_type=video`,
      ada,
    );
    expect(video).toMatchObject({
      journey_phase_id: 'start',
      video_url: 'https://video.example.org/welcome',
      // Not a host with a privacy-friendly player: the page links out.
      embed_url: null,
      duration_minutes: 5,
      element: { completed: true },
    });
    expect(video.body_html).toContain('<strong>first</strong>');
    const wrongType = await call(
      'GET',
      `${GoalsPaths.element}?element_id=welcome-video&element_type=article`,
      ada,
    );
    expect(wrongType.statusCode).toBe(404);
    expect(await data('POST', GoalsPaths.landingEvent, ada, { journey_goal_id: GOAL })).toEqual({
      recorded: true,
    });
    expect(await data('POST', GoalsPaths.landingEvent, bob, { journey_goal_id: GOAL })).toEqual({
      recorded: false,
    });
    for (const [url, payload] of [
      [GoalsPaths.guidedPathList, { guided_path_id: 1, guided_path_list_id: 2 }],
      [GoalsPaths.sheet, { any: 'thing' }],
      [GoalsPaths.partnerLanguage, { journey_goal_id: GOAL, language_id: 'python' }],
    ] as const)
      expect(await data('POST', url, bob, payload)).toMatchObject({ accepted: false });
    const bad = await call('POST', GoalsPaths.videoCompleted, bob, { video_id: 'Not An Id' });
    expect(bad.statusCode).toBe(422);
  });
});
