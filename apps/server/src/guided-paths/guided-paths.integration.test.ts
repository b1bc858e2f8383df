/**
 * Guided paths end to end on the app: the importer (idempotent, refusals with file:line), the list and its filters,
 * enrolment, locks, marks, module EXP paid once (by a mark and by an accepted submission), a contest-hidden problem
 * left out, last viewed and resume, badges and the certificate at 100 %, and the server-rendered heads.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  GuidedPathMessage,
  GuidedPathsPaths,
  type GuidedPathContent,
  type GuidedPathDetail,
  type GuidedPathList,
  type GuidedPathProgress,
} from '@katana/shared/api/guided-paths';
import { fillPath } from '@katana/shared/api/paths';
import { SubmissionPaths } from '@katana/shared/api/practice-submissions';
import { LeaderboardPaths } from '@katana/shared/engagement/api-leaderboard';
import { contests } from '../db/schema/contests.ts';
import { badgeLevels, userBadgeLevels } from '../db/schema/engagement-badges.ts';
import { expLedger } from '../db/schema/engagement-experience.ts';
import { rewardToasts } from '../db/schema/engagement-notifications.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { insertNamedQuizzes } from '../practice/submissions/problem-fixtures.test-support.ts';
import { contestAt, learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { question } from '../test-series/test-series-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { importGuidedPaths, importGuidedPathsAtStart } from './guided-path-import.ts';
import { guidedPathImport } from './guided-path-import-command.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const SLUG = 'gp-intro';

describe('guided paths', () => {
  let t: TestApp;
  const quiz: ProblemRow[] = [];
  let ada: TestLearner;
  let bob: TestLearner;
  let hiddenContestId: number;

  const { call, data } = injectAs(() => t.app);
  const content = (who: TestLearner | null) =>
    data<GuidedPathContent>('GET', fillPath(GuidedPathsPaths.content, { slug: SLUG }), who);
  const detail = (who: TestLearner | null) =>
    data<GuidedPathDetail>('GET', fillPath(GuidedPathsPaths.detail, { slug: SLUG }), who);
  const mark = (who: TestLearner, key: string, completed = true) =>
    call('POST', GuidedPathsPaths.markComplete, who, { slug: SLUG, key, completed });
  const solve = async (who: TestLearner, n: number) => {
    const res = await call('POST', SubmissionPaths.submitMcq, who, {
      problem_id: quiz[n - 1]!.id,
      answer_ids: ['b'],
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const moduleExp = (who: TestLearner) =>
    t.app.db
      .select()
      .from(expLedger)
      .where(and(eq(expLedger.userId, who.userId), eq(expLedger.source, 'GUIDED_PATH_MODULE')));

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    quiz.push(...(await insertNamedQuizzes(t.app.db, 'gp', 4, (n) => question(n, 'gp'))));
    // A contest-only problem of a contest that has not started: hidden from everyone for now.
    hiddenContestId = (await contestAt(t.app.db, [quiz[3]!], 30, 90, { hideProblemsUntilStart: true })).id;
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('imports a path once, skips it unchanged, and refuses paths naming a missing problem or file with file:line', async () => {
    const first = await importGuidedPaths(t.app.db, [path.join(FIXTURES, 'valid')], FIXTURES);
    expect(first).toMatchObject({ inserted: [SLUG], updated: [], unchanged: [], errors: [] });
    const again = await importGuidedPaths(t.app.db, [path.join(FIXTURES, 'valid')], FIXTURES);
    expect(again).toMatchObject({ inserted: [], unchanged: [SLUG] });

    const refused = await guidedPathImport(t.app.db, [path.join(FIXTURES, 'invalid')]);
    expect(refused.code).toBe(1);
    expect(refused.report.inserted).toEqual([]);
    expect(refused.err).toContainEqual(
      expect.stringMatching(
        /fixtures\/invalid\/missing-problem\/path\.yaml:19: problem 'no-such-problem-anywhere' is not in the catalogue$/,
      ),
    );
    expect(refused.err).toContainEqual(
      expect.stringMatching(/bad-files\/path\.yaml:18: articles\/not-there\.md/),
    );
    expect(refused.err).toContainEqual(expect.stringMatching(/bad-schema\/path\.yaml:21: .*must be https/));
    // At server start a refused path is a warning: the server still starts with the others.
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (line: string) => void warnings.push(line) };
    const atStart = await importGuidedPathsAtStart(t.app.db, log as never, path.join(FIXTURES, 'invalid'));
    expect(atStart.errors.length).toBeGreaterThan(0);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^guided path import: .*missing-problem\/path\.yaml:19: /),
    );
    const list = await data<GuidedPathList>('GET', GuidedPathsPaths.list, null);
    expect(list.paths.map((p) => p.slug)).toEqual([SLUG]);
  });

  it('shows an anonymous visitor the path without learner state: module one open, the rest locked, hidden problems left out', async () => {
    const view = await content(null);
    expect(view.enrolled).toBe(false);
    expect(view.modules.map((m) => [m.slug, m.is_locked])).toEqual([
      ['basics', false],
      ['next-steps', true],
      ['finale', true],
    ]);
    // gp-quiz-4 belongs to a contest that has not started: the finale module is empty for now.
    expect(view.modules[2]!.contentables[0]!.items).toEqual([]);
    expect(view.progress).toMatchObject({ completed_items: 0, total_items: 6, percentage: 0 });
    expect(view.progress.videos).toEqual({ completed: 0, total: 1 });
    expect(view.progress.notes).toEqual({ completed: 0, total: 2 });
    expect(view.progress.problems).toEqual({ completed: 0, total: 3 });
    const hidden = await call('GET', fillPath(GuidedPathsPaths.item, { slug: SLUG, key: 'gp-quiz-4' }), null);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(GuidedPathMessage.ITEM_NOT_FOUND);

    const article = await data<{ body_html: string; next_key: string; previous_key: null }>(
      'GET',
      fillPath(GuidedPathsPaths.item, { slug: SLUG, key: 'article-welcome' }),
      null,
    );
    expect(article.body_html).toContain('class="katex"');
    expect(article.body_html).toContain('<code');
    expect(article).toMatchObject({ previous_key: null, next_key: 'gp-quiz-1' });
    const video = await data<{ video: unknown; body_html: string }>(
      'GET',
      fillPath(GuidedPathsPaths.item, { slug: SLUG, key: 'video-walkthrough' }),
      null,
    );
    expect(video.video).toEqual({
      url: 'https://www.youtube.com/watch?v=abcDEF12345',
      embed_url: 'https://www.youtube-nocookie.com/embed/abcDEF12345',
      duration_minutes: 7,
    });
    expect(video.body_html).toContain('<strong>hash map</strong>');
    const locked = await call('GET', fillPath(GuidedPathsPaths.item, { slug: SLUG, key: 'gp-quiz-3' }), null);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(GuidedPathMessage.LOCKED);

    expect(
      (await call('GET', fillPath(GuidedPathsPaths.detail, { slug: 'no-such-path' }), null)).statusCode,
    ).toBe(404);
  });

  it('enrolls a signed-in learner (401 anonymous) and resumes at the first item', async () => {
    expect((await call('POST', GuidedPathsPaths.enroll, null, { slug: SLUG })).statusCode).toBe(401);
    const enrolled = await data<{ enrolled_count: number; resume: unknown }>(
      'POST',
      GuidedPathsPaths.enroll,
      ada,
      {
        slug: SLUG,
        source: 'gp_detail',
        naukri_redirect_gp: false,
      },
    );
    expect(enrolled).toMatchObject({
      enrolled_count: 1,
      resume: { module_slug: 'basics', key: 'article-welcome', title: 'Welcome to the path' },
    });
    const d = await detail(ada);
    expect(d).toMatchObject({ enrolled: true, enrolled_count: 1, certificate_url: null, completed_at: null });
    expect(d.description_html).toContain('<strong>basics</strong>');
    expect(d.topics).toEqual([
      { slug: 'arrays', name: expect.any(String) },
      { slug: 'hashing', name: expect.any(String) },
    ]);
    expect(d.syllabus.map((m) => [m.slug, m.weightage])).toEqual([
      ['basics', 10],
      ['next-steps', 20],
      ['finale', 5],
    ]);
  });

  it('marks articles and videos (not problems), unlocks the next module at half, and pays module EXP once on the solve that completes it', async () => {
    const notEnrolled = await mark(bob, 'article-welcome');
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().error.message).toBe(GuidedPathMessage.NOT_ENROLLED);
    const problem = await mark(ada, 'gp-quiz-1');
    expect(problem.statusCode).toBe(400);
    expect(problem.json().error.message).toBe(GuidedPathMessage.SOLVE_TO_COMPLETE);
    expect((await mark(ada, 'gp-quiz-3')).statusCode).toBe(403);

    const one = (await mark(ada, 'article-welcome')).json().data as GuidedPathProgress;
    expect(one).toMatchObject({ is_completed: true, unlocked_modules: [], exp_awarded: 0 });
    expect(one.module.progress).toMatchObject({ completed_items: 1, total_items: 4, percentage: 25 });
    const two = (await mark(ada, 'video-walkthrough')).json().data as GuidedPathProgress;
    expect(two.unlocked_modules).toEqual(['next-steps']);
    expect((await content(ada)).modules[1]!.is_locked).toBe(false);

    await solve(ada, 1);
    expect(await moduleExp(ada)).toEqual([]);
    await solve(ada, 2); // the module's last item: the verdict's transaction pays the module
    const paid = await moduleExp(ada);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.sourceId).toMatch(/^guided-path-module:\d+:basics$/);
    const view = await content(ada);
    expect(view.modules[0]).toMatchObject({ is_completed: true });
    expect(view.modules[0]!.progress).toMatchObject({ score: 20, max_score: 20, percentage: 100 });
    const toasts = await t.app.db
      .select()
      .from(rewardToasts)
      .where(
        and(eq(rewardToasts.userId, ada.userId), eq(rewardToasts.label, 'Guided path module completed')),
      );
    expect(toasts).toHaveLength(1);
    // The EXP counts on the path's GuidedPath weekly board.
    const board = await data<{ rows: { name: string; exp: number }[] }>(
      'GET',
      `${LeaderboardPaths.board}?entity_type=GuidedPath&entity_id=${SLUG}`,
      ada,
    );
    expect(board.rows.map((r) => [r.name, r.exp])).toEqual([['Ada Lovelace', paid[0]!.total]]);

    // Unmarking and marking again completes the module again without paying again.
    await mark(ada, 'video-walkthrough', false);
    const again = (await mark(ada, 'video-walkthrough')).json().data as GuidedPathProgress;
    expect(again).toMatchObject({ exp_awarded: 0, module: { slug: 'basics', is_completed: true } });
    expect(await moduleExp(ada)).toHaveLength(1);
  });

  it('pays the module through a mark when the problems were solved before enrolling', async () => {
    await solve(bob, 1);
    await solve(bob, 2);
    await data('POST', GuidedPathsPaths.enroll, bob, { slug: SLUG });
    await mark(bob, 'article-welcome');
    const last = (await mark(bob, 'video-walkthrough')).json().data as GuidedPathProgress;
    const ledger = await moduleExp(bob);
    expect(ledger).toHaveLength(1);
    expect(last.exp_awarded).toBe(ledger[0]!.total);
    expect(last.exp_awarded).toBeGreaterThan(0);
  });

  it('remembers the last viewed item and resumes there', async () => {
    const viewed = await data<{ last_content: unknown }>('POST', GuidedPathsPaths.lastViewed, ada, {
      slug: SLUG,
      key: 'gp-quiz-2',
    });
    const where = { module_slug: 'basics', key: 'gp-quiz-2', title: quiz[1]!.name };
    expect(viewed.last_content).toEqual(where);
    expect((await detail(ada)).last_content).toEqual(where);
    expect((await content(ada)).last_content).toEqual(where);
    const again = await data<{ resume: unknown; enrolled_count: number }>(
      'POST',
      GuidedPathsPaths.enroll,
      ada,
      {
        slug: SLUG,
      },
    );
    expect(again).toEqual({ slug: SLUG, enrolled: true, enrolled_count: 2, resume: where });
  });

  it('filters the list by kind, level, topic and status, with facets', async () => {
    const all = await data<GuidedPathList>('GET', GuidedPathsPaths.list, ada);
    expect(all.paths[0]).toMatchObject({ slug: SLUG, enrolled: true, enrolled_count: 2, modules_count: 3 });
    expect(all.paths[0]!.progress.completed_items).toBe(4);
    expect(all.facets.levels).toEqual([{ value: 'Achiever', count: 1 }]);
    expect(all.facets.topics.map((f) => [f.value.slug, f.count])).toEqual([
      ['arrays', 1],
      ['hashing', 1],
    ]);
    const slugs = async (query: string, who: TestLearner | null = ada) =>
      (await data<GuidedPathList>('GET', `${GuidedPathsPaths.list}?${query}`, who)).paths.map((p) => p.slug);
    expect(await slugs('level=Master')).toEqual([]);
    expect(await slugs('level=Master,Achiever')).toEqual([SLUG]);
    expect(await slugs('topic=hashing')).toEqual([SLUG]);
    expect(await slugs('topic=graphs')).toEqual([]);
    expect(await slugs('kind=special')).toEqual([]);
    expect(await slugs('status=enrolled')).toEqual([SLUG]);
    expect(await slugs('status=not_enrolled')).toEqual([]);
    expect(await slugs('status=not_enrolled', null)).toEqual([SLUG]); // ignored for anonymous callers
    expect((await call('GET', `${GuidedPathsPaths.list}?level=Ronin`, null)).statusCode).toBe(422);
  });

  it('completes the path at 100 %: badges by completion, the certificate, and the content re-imported keeps progress', async () => {
    await solve(ada, 3);
    // The contest ends its secrecy: gp-quiz-4 joins the path for everyone.
    await t.app.db.delete(contests).where(eq(contests.id, hiddenContestId));
    expect((await content(ada)).progress.total_items).toBe(7);
    await mark(ada, 'article-wrap-up');
    expect((await detail(ada)).certificate_url).toBeNull();
    await solve(ada, 4);

    const done = await detail(ada);
    expect(done.progress.percentage).toBe(100);
    expect(done.certificate_url).toBe(fillPath(GuidedPathsPaths.certificate, { slug: SLUG }));
    expect(done.completed_at).not.toBeNull();
    expect((await moduleExp(ada)).map((r) => r.sourceId.split(':')[2]).sort()).toEqual([
      'basics',
      'finale',
      'next-steps',
    ]);
    const badges = await t.app.db
      .select({ level: badgeLevels.level })
      .from(userBadgeLevels)
      .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
      .where(and(eq(userBadgeLevels.userId, ada.userId), like(badgeLevels.badgeKey, `GuidedPath:${SLUG}`)));
    expect(badges.map((b) => b.level).sort()).toEqual([1, 2, 3]);

    const png = await call('GET', done.certificate_url!, ada);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call('GET', done.certificate_url!, bob)).statusCode).toBe(404);
    expect((await call('GET', done.certificate_url!, null)).statusCode).toBe(401);
    expect(
      await (async () =>
        (await data<GuidedPathList>('GET', `${GuidedPathsPaths.list}?status=completed`, ada)).paths.length)(),
    ).toBe(1);

    // A content change (new title) updates the path in place: enrolments, marks and last viewed stay.
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'gp-')), SLUG);
    cpSync(path.join(FIXTURES, 'valid', SLUG), copy, { recursive: true });
    const yamlFile = path.join(copy, 'path.yaml');
    writeFileSync(
      yamlFile,
      readFileSync(yamlFile, 'utf8').replace('title: Fixture path', 'title: Fixture path, revised'),
    );
    expect(await importGuidedPaths(t.app.db, [copy])).toMatchObject({ updated: [SLUG], errors: [] });
    const after = await detail(ada);
    expect(after).toMatchObject({
      title: 'Fixture path, revised',
      enrolled: true,
      certificate_url: done.certificate_url,
    });
    expect(after.progress.percentage).toBe(100);
    expect(after.last_content).toMatchObject({ key: 'gp-quiz-2' });
  });

  it('renders the pages server-side: the path title on the detail and classroom, 404 for an unknown slug', async () => {
    const page = await t.app.inject({ url: `/guided-paths/${SLUG}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Fixture path, revised[^<]*<\/title>/);
    const classroom = await t.app.inject({ url: `/guided-paths/${SLUG}/content` });
    expect(classroom.statusCode).toBe(200);
    expect(classroom.body).toContain('Fixture path, revised');
    expect((await t.app.inject({ url: '/guided-paths/no-such-path' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/guided-paths/no-such-path/content' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/guided-paths' })).statusCode).toBe(200);
  });

  it('creates a small path through the dev tool for e2e tests (unknown problems refused)', async () => {
    const body = {
      slug: 'dev-path',
      title: 'Dev path',
      modules: [
        {
          slug: 'first',
          title: 'First',
          items: [
            { article: { key: 'hello', title: 'Hello', markdown: 'Say **hello**.' } },
            { problem: 'gp-quiz-1' },
          ],
        },
      ],
    };
    const made = await data<GuidedPathDetail>('POST', GuidedPathsPaths.devUpsert, null, body);
    expect(made.syllabus).toEqual([
      expect.objectContaining({ slug: 'first', contentables: [expect.objectContaining({ items_count: 2 })] }),
    ]);
    const item = await data<{ title: string; body_html: string; next_key: string }>(
      'GET',
      fillPath(GuidedPathsPaths.item, { slug: 'dev-path', key: 'article-hello' }),
      null,
    );
    expect(item).toMatchObject({ title: 'Hello', next_key: 'gp-quiz-1' });
    expect(item.body_html).toContain('<strong>hello</strong>');
    const refused = await call('POST', GuidedPathsPaths.devUpsert, null, {
      ...body,
      modules: [{ slug: 'first', title: 'First', items: [{ problem: 'no-such-problem' }] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain("problem 'no-such-problem' is not in the catalogue");
  });
});
