/**
 * Web projects end to end on the app: the importer (idempotent; a missing or non-front-end step refused with
 * file:line), the listing and a project's steps with a learner's progress (done = an accepted submission), the files
 * a step opens with (the learner's accepted files of the previous step, else the starter; a locked step refused),
 * the finished page's files, 404s in the envelope and the server-rendered head.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFrontendFiles, type FrontendFiles } from '@katana/shared/frontend-files';
import { fillPath } from '@katana/shared/api/paths';
import {
  WebProjectMessage,
  WebProjectsPaths,
  type WebProjectDetail,
  type WebProjectList,
  type WebProjectStepFiles,
} from '@katana/shared/api/web-projects';
import { problems, submissions, userProblemStates, type ProblemRow } from '../db/schema/practice.ts';
import { learner, type TestLearner } from '../contests/contest-fixtures.test-support.ts';
import { injectAs } from '../test/inject-as.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { importWebProjectsAtStart } from './web-project-import.ts';

const SLUG = 'wp-garden';
const silent = { info: () => {}, warn: () => {} };
const starter = (n: number): FrontendFiles => ({
  'index.html': `<h1>step ${n}</h1>`,
  'script.js': `// step ${n}`,
});

function projectDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'katana-web-projects-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const projectYaml = (slug: string, steps: string[]) =>
  [
    `slug: ${slug}`,
    'title: A garden planner',
    'summary: Plan a garden in three steps.',
    'steps:',
    ...steps.map((s) => `  - ${s}`),
    '',
  ].join('\n');

describe('web projects', () => {
  let t: TestApp;
  const steps: ProblemRow[] = [];
  let ada: TestLearner;
  let bob: TestLearner;
  const { call, data } = injectAs(() => t.app);
  const detail = (who: TestLearner | null) =>
    data<WebProjectDetail>('GET', fillPath(WebProjectsPaths.detail, { slug: SLUG }), who);
  const stepFiles = (who: TestLearner | null, step: string) =>
    call('GET', fillPath(WebProjectsPaths.stepFiles, { slug: SLUG, step }), who);

  /** The learner's submission of a step, judged: accepted (100 %) or not, and practice's state to match. */
  async function submitted(who: TestLearner, step: ProblemRow, files: FrontendFiles, accepted: boolean) {
    const [row] = await t.app.db
      .insert(submissions)
      .values({
        userId: who.userId,
        problemId: step.id,
        submissionType: 'CODE',
        language: 'frontend',
        code: encodeFrontendFiles(files),
        state: 'DONE',
        percentageScore: accepted ? 100 : 40,
        percentageScoreWithoutPenalty: accepted ? 100 : 40,
      })
      .returning();
    await t.app.db
      .insert(userProblemStates)
      .values({
        userId: who.userId,
        problemId: step.id,
        attemptedAt: new Date(),
        solvedAt: accepted ? new Date() : null,
        bestSubmissionId: row!.id,
      })
      .onConflictDoUpdate({
        target: [userProblemStates.userId, userProblemStates.problemId],
        set: accepted ? { solvedAt: new Date() } : { attemptedAt: new Date() },
      });
  }

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['web-projects'] });
    for (const n of [1, 2, 3]) {
      const [row] = await t.app.db
        .insert(problems)
        .values({
          slug: `wp-step-${n}`,
          uuid: `00000000-0000-4000-8000-00000000000${n}`,
          name: `Garden step ${n}`,
          problemType: 'FRONTEND',
          difficulty: 'EASY',
          maxScore: 40,
          languages: ['frontend'],
          defaultLanguage: 'frontend',
          scaffolds: { frontend: encodeFrontendFiles(starter(n)) },
          contentHash: `wp-${n}`,
        })
        .returning();
      steps.push(row!);
    }
    await t.app.db.insert(problems).values({
      slug: 'wp-code-problem',
      uuid: '00000000-0000-4000-8000-000000000009',
      name: 'Not front-end',
      problemType: 'CODE',
      difficulty: 'EASY',
      maxScore: 40,
      contentHash: 'wp-code',
    });
    ada = await learner(t.app, 'Ada Lovelace');
    bob = await learner(t.app, 'Bob Builder');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('imports a project once, skips it unchanged, and refuses a missing or non-front-end step with file:line', async () => {
    const dir = projectDir({
      [`${SLUG}.yaml`]: projectYaml(SLUG, ['wp-step-1', 'wp-step-2', 'wp-step-3']),
      'wp-broken.yaml': projectYaml('wp-broken', ['wp-step-1', 'wp-code-problem', 'wp-nowhere']),
    });
    const first = await importWebProjectsAtStart(t.app.db, silent, dir);
    expect(first.inserted).toEqual([SLUG]);
    expect(first.errors).toEqual([
      expect.stringMatching(/wp-broken\.yaml:6: problem 'wp-code-problem' is CODE, not a front-end problem$/),
      expect.stringMatching(/wp-broken\.yaml:7: problem 'wp-nowhere' is not in the catalogue$/),
    ]);
    const again = await importWebProjectsAtStart(t.app.db, silent, dir);
    expect(again.unchanged).toEqual([SLUG]);
  });

  it('shows an anonymous visitor every step, the first current and the rest locked, with no progress', async () => {
    const project = await detail(null);
    expect(project.steps.map((s) => [s.number, s.name, s.state])).toEqual([
      [1, 'Garden step 1', 'current'],
      [2, 'Garden step 2', 'locked'],
      [3, 'Garden step 3', 'locked'],
    ]);
    expect(project.progress).toEqual({ done: 0, total: 3, percentage: 0 });
    expect(project.current_step).toBe('wp-step-1');
    const list = await data<WebProjectList>('GET', WebProjectsPaths.list, null);
    expect(list.projects.map((p) => [p.slug, p.steps_count, p.finished])).toEqual([[SLUG, 3, false]]);
  });

  it('counts a step done only once it is accepted, and moves the current step on', async () => {
    await submitted(ada, steps[0]!, { 'index.html': '<h1>half</h1>' }, false);
    expect((await detail(ada)).progress.done).toBe(0);
    await submitted(ada, steps[0]!, { 'index.html': '<h1>Ada’s garden</h1>', 'notes.txt': 'extra' }, true);
    const project = await detail(ada);
    expect(project.steps.map((s) => s.state)).toEqual(['done', 'current', 'locked']);
    expect(project.progress).toEqual({ done: 1, total: 3, percentage: 33 });
    expect(project.current_step).toBe('wp-step-2');
    const list = await data<WebProjectList>('GET', WebProjectsPaths.list, ada);
    expect(list.projects[0]!.progress.done).toBe(1);
    // Another learner's progress is their own.
    expect((await detail(bob)).progress.done).toBe(0);
  });

  it("opens the next step with the learner's accepted files of the previous step, the starter filling the gaps", async () => {
    const res = await stepFiles(ada, 'wp-step-2');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data as WebProjectStepFiles;
    expect(body.from).toBe('previous_step');
    // index.html is hers; script.js she never sent is the step's starter; notes.txt is not a file of the step.
    expect(body.files).toEqual({ 'index.html': '<h1>Ada’s garden</h1>', 'script.js': '// step 2' });
  });

  it('opens the first step with its starter, and refuses a locked step or an unknown one', async () => {
    const first = await stepFiles(bob, 'wp-step-1');
    expect(first.json().data).toEqual({ step: 'wp-step-1', files: starter(1), from: 'starter' });
    const locked = await stepFiles(bob, 'wp-step-2');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ status: 409, error: { message: WebProjectMessage.STEP_LOCKED } });
    const unknown = await stepFiles(bob, 'wp-code-problem');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: WebProjectMessage.STEP_NOT_FOUND } });
  });

  it("finishes the project with the last step, and serves the last step's accepted files for the finished page", async () => {
    const finalFiles = () => call('GET', fillPath(WebProjectsPaths.finalFiles, { slug: SLUG }), ada);
    expect((await finalFiles()).statusCode).toBe(409);
    await submitted(ada, steps[1]!, { 'index.html': '<h1>two</h1>', 'script.js': 'two()' }, true);
    await submitted(ada, steps[2]!, { 'index.html': '<h1>three</h1>', 'script.js': 'three()' }, true);
    const project = await detail(ada);
    expect(project.finished).toBe(true);
    expect(project.current_step).toBeNull();
    expect(project.progress.percentage).toBe(100);
    const res = await finalFiles();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      step: 'wp-step-3',
      files: { 'index.html': '<h1>three</h1>', 'script.js': 'three()' },
      from: 'accepted',
    });
  });

  it('answers an unknown project with 404 in the envelope, and renders the project page head server-side', async () => {
    const res = await call('GET', fillPath(WebProjectsPaths.detail, { slug: 'no-such-project' }), null);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, error: { message: WebProjectMessage.NOT_FOUND } });
    const files = await call('GET', fillPath(WebProjectsPaths.stepFiles, { slug: 'nope', step: 'x' }), null);
    expect(files.statusCode).toBe(404);
    const page = await t.app.inject({ url: `/web-development/${SLUG}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>A garden planner | Katana</title>');
    expect((await t.app.inject({ url: '/web-development/no-such-project' })).statusCode).toBe(404);
  });

  // Last: a registered policy stays for the rest of the file.
  it("hides a step whose problem practice's access policy hides from the viewer (a live contest's), with its files", async () => {
    expect((await stepFiles(ada, 'wp-step-2')).statusCode).toBe(200);
    t.app.problemAccess.register({
      name: 'web-projects-test-hidden',
      hidden: (problemId) => sql`${problemId} = ${steps[1]!.id}`,
    });
    const project = await detail(bob);
    expect(project.steps.map((s) => [s.number, s.slug])).toEqual([
      [1, 'wp-step-1'],
      [2, 'wp-step-3'],
    ]);
    const hidden = await stepFiles(ada, 'wp-step-2');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ error: { message: WebProjectMessage.STEP_NOT_FOUND } });
  });
});
