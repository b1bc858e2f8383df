/**
 * Contest participation EXP on a real app: after a contest ends, its official participants who submitted get one
 * CONTEST award (their toast live over the socket, or on the next load), others nothing; sweeping again, or from a
 * second app on the same database, awards nothing more; unrated contests and an installation with rating turned
 * off pay too; virtual attempts and running contests do not.
 */
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOAST_SOCKET_EVENT, NotificationPaths } from '@katana/shared/engagement/api-notifications';
import { ExperiencePaths } from '@katana/shared/engagement/api-experience';
import { CONTEST_PARTICIPATION_EXP } from '@katana/shared/engagement/exp-awards';
import { Verdict } from '@katana/shared/verdicts';
import type { Db } from '../db/client.ts';
import { contestSubmissions, type ContestRow } from '../db/schema/contests.ts';
import { expLedger } from '../db/schema/engagement-experience.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { createSubmissionRepository } from '../practice/submissions/submission.repository.ts';
import { connectSocket } from '../realtime/socket.test-support.ts';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { contestAt, learner, MIN, quizProblems, type TestLearner } from './contest-fixtures.test-support.ts';
import { createContestRepository } from './contest.repository.ts';

/** An official (or virtual) participation of `who`, with `submissions` judged submissions in the contest. */
async function participate(
  db: Db,
  contest: ContestRow,
  problem: ProblemRow,
  who: TestLearner,
  opts: { submissions: number; virtual?: boolean },
) {
  const startedAt = opts.virtual ? new Date() : contest.startAt;
  const participation = await createContestRepository(db).insertParticipation({
    contestId: contest.id,
    userId: who.userId,
    virtual: opts.virtual ?? false,
    registeredAt: startedAt,
    startedAt,
  });
  for (let i = 0; i < opts.submissions; i++) {
    const at = new Date(startedAt.getTime() + (i + 1) * MIN);
    const sub = await createSubmissionRepository(db).insert({
      userId: who.userId,
      problemId: problem.id,
      offeringId: contest.id,
      submissionType: 'MCQ',
      state: 'DONE',
      statusMessage: Verdict.WRONG_ANSWER,
      percentageScore: 0,
      createdAt: at,
    });
    await db.insert(contestSubmissions).values({
      submissionId: sub.id,
      contestId: contest.id,
      participationId: participation.id,
      problemId: problem.id,
      submittedAt: at,
      verdict: Verdict.WRONG_ANSWER,
    });
  }
}

const contestRows = (db: Db, userId: number) =>
  db
    .select()
    .from(expLedger)
    .where(and(eq(expLedger.userId, userId), eq(expLedger.source, 'CONTEST')));

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe('contest participation EXP', () => {
  let t: TestApp;
  let url: string;
  let problem: ProblemRow;
  let socket: Socket | undefined;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { slices: ['contest-participation-exp'], realtime: { sessionCheckMs: 3_600_000 } },
    );
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    problem = (await quizProblems(t.app.db, 1))[0]!;
  });
  afterAll(async () => {
    socket?.close();
    await t?.close();
  });

  it('pays each official participant who submitted once, after the end; the toast reaches the online learner and the others on load', async () => {
    const contest = await contestAt(t.app.db, [problem!], -120, 30);
    const [ada, bob, cy, dee] = [
      await learner(t.app, 'Ada'),
      await learner(t.app, 'Bob'),
      await learner(t.app, 'Cy'),
      await learner(t.app, 'Dee'),
    ];
    await participate(t.app.db, contest, problem!, ada!, { submissions: 2 });
    await participate(t.app.db, contest, problem!, bob!, { submissions: 1 });
    await participate(t.app.db, contest, problem!, cy!, { submissions: 0 }); // started, never submitted

    // Still running: nothing yet.
    expect((await t.app.contestParticipationExp.sweep()).awarded).toEqual([]);

    socket = await connectSocket(url, ada!.nodeAccessToken);
    const heard: { type?: string; notification_type?: string; points?: number }[] = [];
    socket.on(TOAST_SOCKET_EVENT, (p: (typeof heard)[number]) => heard.push(p));

    const afterEnd = new Date(contest.endAt.getTime() + MIN);
    const first = await t.app.contestParticipationExp.sweep(afterEnd);
    expect(first.locked).toBe(true);
    expect(first.awarded.filter((a) => a.contestId === contest.id).map((a) => a.userId)).toEqual([
      ada!.userId,
      bob!.userId,
    ]);
    for (const who of [ada!, bob!]) {
      const rows = await contestRows(t.app.db, who.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        sourceId: String(contest.id),
        title: contest.title,
        points: CONTEST_PARTICIPATION_EXP,
        total: CONTEST_PARTICIPATION_EXP,
        awardedAt: contest.endAt,
      });
    }
    expect(await contestRows(t.app.db, cy!.userId)).toEqual([]);
    expect(await contestRows(t.app.db, dee!.userId)).toEqual([]);

    // Ada is online: the toast arrives over her socket.
    await until(() => heard.some((h) => h.type === 'Contest participation'));
    expect(heard.find((h) => h.type === 'Contest participation')).toMatchObject({
      notification_type: 'EXPERIENCE_POINTS_ADDED',
      points: CONTEST_PARTICIPATION_EXP,
    });
    // Bob was away: his next page load lists it, and the history names the contest.
    const bobGet = (path: string) =>
      t.app.inject({ url: path, headers: { authorization: bob!.authorization } });
    const unread = (await bobGet(NotificationPaths.unreadToasts)).json().data.toasts as { type: string }[];
    expect(unread.filter((x) => x.type === 'Contest participation')).toHaveLength(1);
    const history = (await bobGet(ExperiencePaths.historyV2)).json().data.entries as {
      source: string;
      type: string;
      title: string;
    }[];
    expect(history.find((e) => e.source === 'CONTEST')).toMatchObject({
      type: 'Contest participation',
      title: contest.title,
    });

    // A second sweep, now and later, awards nothing more.
    expect((await t.app.contestParticipationExp.sweep(afterEnd)).awarded).toEqual([]);
    expect(
      (await t.app.contestParticipationExp.sweep(new Date(afterEnd.getTime() + 60 * MIN))).awarded,
    ).toEqual([]);
    expect(await contestRows(t.app.db, ada!.userId)).toHaveLength(1);
  });

  it('pays in unrated contests too, never for a virtual attempt', async () => {
    const contest = await contestAt(t.app.db, [problem!], -180, -60, { rated: false });
    const [eve, fin] = [await learner(t.app, 'Eve'), await learner(t.app, 'Fin')];
    await participate(t.app.db, contest, problem!, eve!, { submissions: 1 });
    await participate(t.app.db, contest, problem!, fin!, { submissions: 3, virtual: true });

    const result = await t.app.contestParticipationExp.sweep();
    expect(result.awarded).toContainEqual({ userId: eve!.userId, contestId: contest.id });
    expect(await contestRows(t.app.db, eve!.userId)).toHaveLength(1);
    expect(await contestRows(t.app.db, fin!.userId)).toEqual([]);
  });

  it('pays with contest rating turned off, and a second node on the same database pays nothing twice', async () => {
    // A second node with contest rating off, on the same database.
    const off = await buildApp({
      config: { ...t.config, contestRating: { ...t.config.contestRating, enabled: false } },
      database: t.testDb,
      logger: false,
    });
    await off.ready();
    try {
      const contest = await contestAt(t.app.db, [problem!], -90, -5);
      const gil = await learner(t.app, 'Gil');
      await participate(t.app.db, contest, problem!, gil, { submissions: 1 });

      // The node with rating off pays; then both nodes sweep at once and nothing more is paid.
      expect((await off.contestParticipationExp.sweep()).awarded).toContainEqual({
        userId: gil.userId,
        contestId: contest.id,
      });
      const again = await Promise.all([
        off.contestParticipationExp.sweep(),
        t.app.contestParticipationExp.sweep(),
      ]);
      expect(again.flatMap((r) => r.awarded)).toEqual([]);
      expect(await contestRows(t.app.db, gil.userId)).toHaveLength(1);
      const summary = await t.app.inject({
        url: ExperiencePaths.summary,
        headers: { authorization: gil.authorization },
      });
      const rows = await t.app.db.select().from(expLedger).where(eq(expLedger.userId, gil.userId));
      expect(summary.json().data.details.points).toBe(rows.reduce((sum, r) => sum + r.total, 0));
    } finally {
      await off.close();
    }
  });
});
