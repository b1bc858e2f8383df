/**
 * Problem of the day over HTTP on a real (PGlite) database: today's pick follows the weekday's difficulty and stays
 * put when the catalogue changes, past dates answer, future dates 404, malformed dates 422 in the envelope, and
 * the solved flag, archive marks and POTD streak follow a real accepted verdict through the submission recorder.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate, istWeekday } from '@katana/shared/engagement/ist-time';
import { ProblemOfTheDayPaths } from '@katana/shared/api/problem-of-the-day';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/auth-helpers.ts';
import { problems, type ProblemRow } from '../../db/schema/practice.ts';
import { problemOfTheDay } from '../../db/schema/problem-of-the-day.ts';
import { sumPackage } from '../../judge/problem-package.test-support.ts';
import {
  acceptedCodeVerdict as accepted,
  insertCodeProblem,
} from '../submissions/problem-fixtures.test-support.ts';
import { createSubmissionRecorder } from '../submissions/submission-recorder.ts';
import { createSubmissionRepository } from '../submissions/submission.repository.ts';
import { judgedSubmissionHooks } from '../../judged-submission-hooks.ts';
import { DIFFICULTY_BY_WEEKDAY } from './potd-pick.ts';
import { createPotdRepository } from './potd.repository.ts';
import { createContest } from '../../contests/contest-admin.ts';

describe('problem of the day routes', () => {
  let t: TestApp;
  const catalogue: ProblemRow[] = [];
  const today = istDate(Date.now());
  const byDate = (date: string) => ProblemOfTheDayPaths.byDate.replace(':date', date);

  beforeAll(async () => {
    t = await createTestApp({}, { judge: { handler: async () => ({}) as never } });
    for (const difficulty of ['EASY', 'EASY', 'MEDIUM', 'MEDIUM', 'HARD', 'HARD']) {
      const row = await insertCodeProblem(t.app.db, sumPackage());
      await t.app.db.update(problems).set({ difficulty }).where(eq(problems.id, row.id));
      catalogue.push({ ...row, difficulty });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("today's problem has the weekday's difficulty and stays the same when the catalogue changes", async () => {
    const res = await t.app.inject({ url: ProblemOfTheDayPaths.today });
    expect(res.statusCode).toBe(200);
    const first = res.json().data;
    expect(first).toMatchObject({ date: today, is_today: true, solved: false });
    expect(first.problem.difficulty).toBe(DIFFICULTY_BY_WEEKDAY[istWeekday(today)]);
    expect(catalogue.map((p) => p.id)).toContain(first.problem.id);

    // Many more problems of every difficulty arrive: the stored pick for today does not move.
    for (let i = 0; i < 5; i++) {
      const row = await insertCodeProblem(t.app.db, sumPackage());
      await t.app.db
        .update(problems)
        .set({ difficulty: first.problem.difficulty })
        .where(eq(problems.id, row.id));
    }
    const again = (await t.app.inject({ url: ProblemOfTheDayPaths.today })).json().data;
    expect(again.problem.id).toBe(first.problem.id);
    expect((await t.app.inject({ url: byDate(today) })).json().data.problem.id).toBe(first.problem.id);
    const stored = await t.app.db.select().from(problemOfTheDay).where(eq(problemOfTheDay.date, today));
    expect(stored.map((r) => r.problemId)).toEqual([first.problem.id]);
  });

  it('answers a past date, 404s a future date and 422s a malformed one', async () => {
    const yesterday = await t.app.inject({ url: byDate(addDays(today, -1)) });
    expect(yesterday.statusCode).toBe(200);
    expect(yesterday.json().data).toMatchObject({ date: addDays(today, -1), is_today: false });

    const future = await t.app.inject({ url: byDate(addDays(today, 1)) });
    expect(future.statusCode).toBe(404);
    expect(future.json()).toMatchObject({
      status: 404,
      error: { message: 'There is no problem of the day for this date.' },
    });
    expect(
      await t.app.db
        .select()
        .from(problemOfTheDay)
        .where(eq(problemOfTheDay.date, addDays(today, 1))),
    ).toEqual([]);

    for (const bad of ['2026-02-30', 'yesterday', '2026-1-05']) {
      const res = await t.app.inject({ url: byDate(bad) });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.fields.date).toBe('date must be a calendar date (YYYY-MM-DD).');
      expect(res.body).not.toContain('at ');
    }
  });

  it('the archive needs a signed-in learner, lists 30 days newest first and does not repeat today in the back-fill', async () => {
    expect((await t.app.inject({ url: ProblemOfTheDayPaths.archive })).statusCode).toBe(401);
    const todays = (await t.app.inject({ url: ProblemOfTheDayPaths.today })).json().data.problem;
    // Enough problems of today's difficulty for every such day of the month (at most 13 of 30).
    for (let i = 0; i < 10; i++) {
      const row = await insertCodeProblem(t.app.db, sumPackage());
      await t.app.db.update(problems).set({ difficulty: todays.difficulty }).where(eq(problems.id, row.id));
    }
    const { session } = await signUp(t.app);
    const res = await t.app.inject({
      url: ProblemOfTheDayPaths.archive,
      headers: { authorization: `Token ${session.token}` },
    });
    const data = res.json().data;
    expect(data.days).toHaveLength(30);
    expect(data.days[0].date).toBe(today);
    expect(data.days[29].date).toBe(addDays(today, -29));
    expect(data.days.every((d: { solved: boolean }) => !d.solved)).toBe(true);
    // Today was stored first; the older dates filled in afterwards still avoid it.
    expect(data.days.filter((d: { problem: { id: number } }) => d.problem.id === todays.id)).toHaveLength(1);
    expect(data.streak).toBe(0);
  });

  it('the no-repeat window looks both ways, so dates filled in after today avoid later picks', async () => {
    const repo = createPotdRepository(t.app.db);
    await repo.storePick('2020-01-10', catalogue[0]!.id);
    await repo.storePick('2020-02-20', catalogue[1]!.id);
    await repo.storePick('2020-01-25', catalogue[2]!.id);
    expect([...(await repo.pickedAround('2020-01-25', 30))].sort()).toEqual(
      [catalogue[0]!.id, catalogue[1]!.id].sort(),
    );
    expect([...(await repo.pickedAround('2020-01-25', 10))]).toEqual([]);
  });

  it('an accepted submission through the recorder marks today solved and starts the POTD streak', async () => {
    const { session, data: login } = await signUp(t.app);
    const headers = { authorization: `Token ${session.token}` };
    const potd = (await t.app.inject({ url: ProblemOfTheDayPaths.today, headers })).json().data;
    expect(potd.solved).toBe(false);

    const recorder = createSubmissionRecorder(t.app.db, { hooks: judgedSubmissionHooks() });
    const queued = await createSubmissionRepository(t.app.db).insert({
      userId: login.user.id as number,
      problemId: potd.problem.id,
      submissionType: 'CODE',
      language: 'cpp',
      code: 'int main() {}',
      state: 'QUEUED',
    });
    expect(await recorder.complete(queued.id, accepted)).toBe(true);

    expect((await t.app.inject({ url: ProblemOfTheDayPaths.today, headers })).json().data.solved).toBe(true);
    // Anonymous callers never see someone's solved flag.
    expect((await t.app.inject({ url: ProblemOfTheDayPaths.today })).json().data.solved).toBe(false);
    const archive = (await t.app.inject({ url: ProblemOfTheDayPaths.archive, headers })).json().data;
    expect(archive.days[0]).toMatchObject({ date: today, solved: true });
    expect(archive.streak).toBe(1);
  });
  it('never picks a contest-only problem (it would leak the contest)', async () => {
    const secret = await insertCodeProblem(t.app.db, sumPackage());
    const open = await insertCodeProblem(t.app.db, sumPackage());
    const start = Date.now() + 3_600_000;
    await createContest(t.app.db, {
      title: 'Weekly Contest 900',
      startAt: new Date(start),
      endAt: new Date(start + 3_600_000),
      problemSlugs: [secret.slug, open.slug],
      hideProblemsUntilStart: false,
    });
    await createContest(t.app.db, {
      title: 'Weekly Contest 901',
      startAt: new Date(start),
      endAt: new Date(start + 3_600_000),
      problemSlugs: [secret.slug],
      hideProblemsUntilStart: true,
    });
    const candidates = (
      await createPotdRepository(t.app.db).codeProblems(t.app.problemAccess.featurable())
    ).map((c) => c.id);
    expect(candidates).toContain(open.id);
    expect(candidates).not.toContain(secret.id);
  });

  it('never shows a stored pick that is hidden now, in the window or before it', async () => {
    const secret = await insertCodeProblem(t.app.db, sumPackage());
    const start = Date.now() + 3_600_000;
    await createContest(t.app.db, {
      title: 'Weekly Contest 902',
      startAt: new Date(start),
      endAt: new Date(start + 3_600_000),
      problemSlugs: [secret.slug],
      hideProblemsUntilStart: true,
    });
    // Picked before it became contest-only: one date inside the archive window, one long before it.
    const inWindow = addDays(today, -3);
    await t.app.db
      .update(problemOfTheDay)
      .set({ problemId: secret.id })
      .where(eq(problemOfTheDay.date, inWindow));
    await createPotdRepository(t.app.db).storePick('2020-03-01', secret.id);

    for (const date of [inWindow, '2020-03-01']) {
      const res = await t.app.inject({ url: byDate(date) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(secret.slug);
    }
    const { session } = await signUp(t.app);
    const archive = await t.app.inject({
      url: ProblemOfTheDayPaths.archive,
      headers: { authorization: `Token ${session.token}` },
    });
    expect(archive.body).not.toContain(secret.slug);
    expect(archive.json().data.days.map((d: { date: string }) => d.date)).not.toContain(inWindow);
  });
});
