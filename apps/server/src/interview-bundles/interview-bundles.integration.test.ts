/**
 * Interview bundles end to end on the app: the importer (idempotent, refusals with file:line, the CLI's exit code),
 * the list and its filters, a learner's progress (solved and attempted), a contest-hidden problem left out, the
 * submission source stored for a submission made from a bundle, 404s and the server-rendered heads.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  InterviewBundleMessage,
  InterviewBundlesPaths,
  type InterviewBundleDetail,
  type InterviewBundleList,
} from '@katana/shared/api/interview-bundles';
import { fillPath } from '@katana/shared/api/paths';
import { SubmissionPaths } from '@katana/shared/api/practice-submissions';
import { submissions, type ProblemRow } from '../db/schema/practice.ts';
import { insertNamedQuizzes } from '../practice/submissions/problem-fixtures.test-support.ts';
import { contestAt, learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { question } from '../test-series/test-series-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { importInterviewBundles, importInterviewBundlesAtStart } from './interview-bundle-import.ts';
import { bundleImport } from './interview-bundle-import-command.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const SLUG = 'ib-intro';

describe('interview bundles', () => {
  let t: TestApp;
  const quiz: ProblemRow[] = [];
  let ada: TestLearner;
  let bob: TestLearner;

  const { call, data } = injectAs(() => t.app);
  const detail = (who: TestLearner | null, slug = SLUG) =>
    data<InterviewBundleDetail>('GET', fillPath(InterviewBundlesPaths.detail, { slug }), who);
  const answer = async (who: TestLearner, n: number, choice: 'a' | 'b', source?: string) => {
    const res = await call('POST', SubmissionPaths.submitMcq, who, {
      problem_id: quiz[n - 1]!.id,
      answer_ids: [choice],
      ...(source ? { source } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { judge: { handler: async () => ({}) as never }, slices: ['interview-bundles', 'contests'] },
    );
    quiz.push(...(await insertNamedQuizzes(t.app.db, 'ib', 4, (n) => question(n, 'ib'))));
    // A contest-only problem of a contest that has not started: hidden from everyone for now.
    await contestAt(t.app.db, [quiz[3]!], 30, 90, { hideProblemsUntilStart: true });
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('imports bundles once, skips them unchanged, and refuses a missing problem or a bad field with file:line', async () => {
    const first = await importInterviewBundles(t.app.db, [path.join(FIXTURES, 'valid')], FIXTURES);
    expect(first).toEqual({ inserted: [SLUG, 'ib-later'], updated: [], unchanged: [], errors: [] });
    const again = await bundleImport(t.app.db, [path.join(FIXTURES, 'valid')]);
    expect(again.code).toBe(0);
    expect(again.out).toEqual([`unchanged ${SLUG}`, 'unchanged ib-later']);

    const refused = await bundleImport(t.app.db, [path.join(FIXTURES, 'invalid')]);
    expect(refused.code).toBe(1);
    expect(refused.report.inserted).toEqual([]);
    expect(refused.err).toContainEqual(
      expect.stringMatching(
        /fixtures\/invalid\/missing-problem\/bundle\.yaml:11: problem 'no-such-problem-anywhere' is not in the catalogue$/,
      ),
    );
    expect(refused.err).toContainEqual(expect.stringMatching(/bad-schema\/bundle\.yaml:3: level: /));
    // At server start a refused bundle is a warning: the server still starts with the others.
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (line: string) => void warnings.push(line) };
    await importInterviewBundlesAtStart(t.app.db, log, path.join(FIXTURES, 'invalid'));
    expect(warnings).toContainEqual(
      expect.stringMatching(/^interview bundle import: .*missing-problem\/bundle\.yaml:11: /),
    );
    const list = await data<InterviewBundleList>('GET', InterviewBundlesPaths.list, null);
    expect(list.bundles.map((b) => b.slug)).toEqual([SLUG, 'ib-later']);
  });

  it('shows an anonymous visitor the sections without learner state, a hidden problem left out', async () => {
    const view = await detail(null);
    expect(view).toMatchObject({
      title: 'Fixture bundle',
      level: 'Beginner',
      estimated_hours: 2,
      sections_count: 2,
      difficulty_counts: { EASY: 3, MEDIUM: 0, HARD: 0 },
      progress: { solved: 0, attempted: 0, total: 3, percentage: 0 },
      next_problem: { slug: 'ib-quiz-1', name: quiz[0]!.name },
    });
    expect(view.description_html).toContain('<strong>fixture</strong>');
    // ib-quiz-4 belongs to a contest that has not started: the stretch section shows ib-quiz-3 only.
    expect(view.sections.map((s) => [s.title, s.problems.map((p) => p.slug)])).toEqual([
      ['Warm-up', ['ib-quiz-1', 'ib-quiz-2']],
      ['Stretch', ['ib-quiz-3']],
    ]);
    expect(view.sections[0]!.problems[0]).toMatchObject({
      problem_type: 'SINGLE_CHOICE',
      difficulty: 'EASY',
      solved: false,
      attempted: false,
    });
  });

  it("moves a learner's progress as they solve and attempt the bundle's problems, and only theirs", async () => {
    await answer(ada, 1, 'b', 'interview_bundle');
    await answer(ada, 2, 'a', 'interview_bundle');
    const view = await detail(ada);
    expect(view.progress).toEqual({ solved: 1, attempted: 1, total: 3, percentage: 33 });
    expect(view.sections[0]!.problems.map((p) => [p.slug, p.solved, p.attempted])).toEqual([
      ['ib-quiz-1', true, false],
      ['ib-quiz-2', false, true],
    ]);
    expect(view.sections[0]!.progress).toMatchObject({ solved: 1, total: 2, percentage: 50 });
    // Resume opens the first problem not solved yet.
    expect(view.next_problem).toMatchObject({ slug: 'ib-quiz-2' });
    // A solve made anywhere counts too; Resume still points at the first unsolved problem.
    await answer(ada, 3, 'b');
    const later = await detail(ada);
    expect(later.progress).toEqual({ solved: 2, attempted: 1, total: 3, percentage: 66 });
    expect(later.next_problem).toMatchObject({ slug: 'ib-quiz-2' });
    // ib-later holds ib-quiz-3 only: solved there too.
    const cards = await data<InterviewBundleList>('GET', InterviewBundlesPaths.list, ada);
    expect(cards.bundles.map((b) => [b.slug, b.progress.percentage])).toEqual([
      [SLUG, 66],
      ['ib-later', 100],
    ]);
    // Bob's progress is his own: nothing yet, then everything.
    expect((await detail(bob)).progress).toMatchObject({ solved: 0, attempted: 0, percentage: 0 });
    for (const n of [1, 2, 3]) await answer(bob, n, 'b');
    const done = await detail(bob);
    expect(done.progress).toEqual({ solved: 3, attempted: 0, total: 3, percentage: 100 });
    expect(done.next_problem).toBeNull();
  });

  it('stores the submission source of a submission made from a bundle', async () => {
    const rows = await t.app.db
      .select({ source: submissions.source })
      .from(submissions)
      .where(and(eq(submissions.userId, ada.userId), eq(submissions.problemId, quiz[0]!.id)));
    expect(rows).toEqual([{ source: 'interview_bundle' }]);
  });

  it('filters the list by level and topic, with facets counting what the other filter keeps', async () => {
    const advanced = await data<InterviewBundleList>(
      'GET',
      `${InterviewBundlesPaths.list}?level=Advanced`,
      null,
    );
    expect(advanced.bundles.map((b) => b.slug)).toEqual(['ib-later']);
    expect(advanced.facets.levels).toEqual(
      expect.arrayContaining([
        { value: 'Beginner', count: 1 },
        { value: 'Advanced', count: 1 },
      ]),
    );
    expect(advanced.facets.topics.map((t) => t.value.slug)).toEqual(['graphs']);
    const arrays = await data<InterviewBundleList>('GET', `${InterviewBundlesPaths.list}?topic=arrays`, null);
    expect(arrays.bundles.map((b) => b.slug)).toEqual([SLUG]);
    const none = await data<InterviewBundleList>(
      'GET',
      `${InterviewBundlesPaths.list}?level=Advanced&topic=arrays`,
      null,
    );
    expect(none.bundles).toEqual([]);
    const bad = await call('GET', `${InterviewBundlesPaths.list}?level=Expert`, null);
    expect(bad.statusCode).toBe(422);
  });

  it('answers an unknown bundle with 404 in the envelope', async () => {
    const res = await call('GET', fillPath(InterviewBundlesPaths.detail, { slug: 'no-such-bundle' }), null);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, error: { message: InterviewBundleMessage.NOT_FOUND } });
  });

  it('updates a changed bundle in place', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'bundles-'));
    cpSync(path.join(FIXTURES, 'valid', SLUG), path.join(copy, SLUG), { recursive: true });
    const yamlFile = path.join(copy, SLUG, 'bundle.yaml');
    writeFileSync(
      yamlFile,
      readFileSync(yamlFile, 'utf8').replace('title: Fixture bundle', 'title: Fixture bundle, revised'),
    );
    expect(await importInterviewBundles(t.app.db, [copy])).toMatchObject({ updated: [SLUG], errors: [] });
    expect((await detail(ada)).title).toBe('Fixture bundle, revised');
  });

  it('renders the pages server-side: the bundle title on its page, 404 for an unknown slug', async () => {
    const page = await t.app.inject({ url: `/interview-bundle/${SLUG}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>Fixture bundle, revised[^<]*<\/title>/);
    expect(page.body).toContain('A small bundle of fixture quizzes.');
    expect((await t.app.inject({ url: '/interview-bundle/no-such-bundle' })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/interview-bundle' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatch(/<title>Interview guide[^<]*<\/title>/);
  });
});
