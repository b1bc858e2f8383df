/**
 * A problem's thread while a contest uses it, with the real contests slice (spec 03 §2: the DISCUSS tab is hidden
 * while a contest is live): closed (403) for everyone while the contest runs, open again once it has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@katana/shared/api/paths';
import { DiscussionMessage, DiscussionPaths } from '@katana/shared/api/discussions';
import { contestAt } from '../contests/contest-fixtures.test-support.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { injectAs } from '../test/inject-as.ts';
import { insertProblem, learner } from './discussion.test-support.ts';

describe('discussions of contest problems', () => {
  let t: TestApp;
  const { call, data } = injectAs(() => t.app);

  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_MAX_NUMBER: '2000' }, { slices: ['discussions', 'contests'] });
  });
  afterAll(async () => t?.close());

  it('closes the thread of a problem in a live contest and reopens it after the contest', async () => {
    const ada = await learner(t.app);
    const live = (await insertProblem(t.app, `contest-live-${Date.now()}`)) as ProblemRow;
    const past = (await insertProblem(t.app, `contest-past-${Date.now()}`)) as ProblemRow;
    await contestAt(t.app.db, [live], -10, 60);
    await contestAt(t.app.db, [past], -120, -60);
    const status = (id: number) =>
      data('GET', fillPath(DiscussionPaths.problemStatus, { problemId: String(id) }), ada);
    expect(await status(live.id)).toEqual({ open: false, message: DiscussionMessage.PROBLEM_CLOSED });
    expect((await call('GET', `${DiscussionPaths.posts}?problem_id=${live.id}`, ada)).statusCode).toBe(403);
    expect(await status(past.id)).toMatchObject({ open: true });
    expect((await call('GET', `${DiscussionPaths.posts}?problem_id=${past.id}`, ada)).statusCode).toBe(200);
  });
});
