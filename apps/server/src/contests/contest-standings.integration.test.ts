/**
 * Standings from recorded contest verdicts (the verdict hook at chosen submission times, so minutes are exact):
 * ICPC penalty and first accept, IOI best score per problem, the freeze (others pending, own row live), a virtual
 * attempt's would-be rank and the final standings the rating part reads. PGlite or PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Verdict } from '@katana/shared/verdicts';
import type { ContestRow } from '../db/schema/contests.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  contestAt,
  learner,
  MIN,
  quizProblems,
  recordVerdict,
  type TestLearner,
} from './contest-fixtures.test-support.ts';
import { finalStandings } from './final-standings.ts';
import { createContestRepository } from './contest.repository.ts';

describe('contest standings', () => {
  let t: TestApp;
  let problems: ProblemRow[];
  let ada: TestLearner;
  let bob: TestLearner;
  let cy: TestLearner;

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['contests'], judge: { handler: async () => ({}) as never } });
    problems = await quizProblems(t.app.db, 2);
    ada = await learner(t.app, 'Ada');
    bob = await learner(t.app, 'Bob');
    cy = await learner(t.app, 'Cy');
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, who: TestLearner) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: who.authorization }, payload });
  const join = async (contest: ContestRow, ...who: TestLearner[]) => {
    for (const w of who) {
      await post('/api/v1/contests/register', { event_id: contest.id }, w);
      expect(
        (await post('/api/v1/contests/start', { slug: contest.slug, offering_id: contest.id }, w)).statusCode,
      ).toBe(200);
    }
  };
  const at = (contest: ContestRow, minutes: number) => new Date(contest.startAt.getTime() + minutes * MIN);
  const board = async (contest: ContestRow, who: TestLearner | null = null) => {
    const res = await t.app.inject({
      url: `/api/v1/contests/${contest.slug}/standings`,
      headers: who ? { authorization: who.authorization } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const summary = (data: {
    rows: { user: { name: string }; rank: number; solved: number; penalty: number; score: number }[];
  }) => data.rows.map((r) => [r.user.name, r.rank, r.solved, r.penalty, r.score]);

  it('ICPC: ranks by solved, then penalty minutes (+20 per wrong attempt before the accept)', async () => {
    const contest = await contestAt(t.app.db, problems, -90, 30);
    await join(contest, ada, bob, cy);
    const [a, b] = problems;
    // Ada: A wrong at 5, accepted at 12:30 -> 12 + 20 = 32; wrong after the accept costs nothing.
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: a!,
      contest,
      at: at(contest, 5),
      verdict: Verdict.WRONG_ANSWER,
    });
    await recordVerdict(t.app.db, { userId: ada.userId, problem: a!, contest, at: at(contest, 12.5) });
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: a!,
      contest,
      at: at(contest, 14),
      verdict: Verdict.WRONG_ANSWER,
    });
    // Bob: A at 10 (first to solve A) -> 10; Cy: A at 40 and B at 41 -> 2 solved, 81.
    await recordVerdict(t.app.db, { userId: bob.userId, problem: a!, contest, at: at(contest, 10) });
    await recordVerdict(t.app.db, { userId: cy.userId, problem: a!, contest, at: at(contest, 40) });
    await recordVerdict(t.app.db, { userId: cy.userId, problem: b!, contest, at: at(contest, 41) });
    const data = await board(contest, ada);
    expect(summary(data)).toEqual([
      ['Cy', 1, 2, 81, 200],
      ['Bob', 2, 1, 10, 100],
      ['Ada', 3, 1, 32, 100],
    ]);
    expect(data.rows[1].cells[0]).toMatchObject({ solved: true, first_to_solve: true, solved_at_minute: 10 });
    expect(data.rows[2].cells[0]).toMatchObject({ solved: true, attempts: 1, solved_at_minute: 12 });
    expect(data.my_row).toMatchObject({ rank: 3, is_me: true });
    // The rating part reads the same order.
    expect(await finalStandings(t.app.db, contest.id)).toEqual([
      { userId: cy.userId, rank: 1, problemsSolved: 2, score: 200, penalty: 81 },
      { userId: bob.userId, rank: 2, problemsSolved: 1, score: 100, penalty: 10 },
      { userId: ada.userId, rank: 3, problemsSolved: 1, score: 100, penalty: 32 },
    ]);
  });

  it('IOI: each problem scores its best submission; equal totals share a rank', async () => {
    const contest = await contestAt(t.app.db, problems, -60, 60, { format: 'IOI' });
    await join(contest, ada, bob, cy);
    const [a, b] = problems;
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: a!,
      contest,
      at: at(contest, 1),
      verdict: Verdict.WRONG_ANSWER,
      percentage: 40,
    });
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: a!,
      contest,
      at: at(contest, 2),
      verdict: Verdict.WRONG_ANSWER,
      percentage: 70,
    });
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: a!,
      contest,
      at: at(contest, 3),
      verdict: Verdict.WRONG_ANSWER,
      percentage: 30,
    });
    await recordVerdict(t.app.db, {
      userId: bob.userId,
      problem: b!,
      contest,
      at: at(contest, 5),
      verdict: Verdict.WRONG_ANSWER,
      percentage: 70,
    });
    await recordVerdict(t.app.db, { userId: cy.userId, problem: a!, contest, at: at(contest, 9) });
    const data = await board(contest);
    expect(summary(data)).toEqual([
      ['Cy', 1, 1, 0, 100],
      ['Ada', 2, 0, 0, 70],
      ['Bob', 2, 0, 0, 70],
    ]);
    expect(data.rows[1].cells[0]).toMatchObject({ score: 70, attempts: 3 });
    expect((await finalStandings(t.app.db, contest.id)).map((r) => r.rank)).toEqual([1, 2, 2]);
  });

  it('freeze: others’ results in the last minutes are pending for a viewer, whose own row stays live', async () => {
    // 60 minutes, the last 30 frozen, 45 minutes in.
    const contest = await contestAt(t.app.db, problems, -45, 15, { freezeMinutes: 30 });
    await join(contest, ada, bob);
    const [a] = problems;
    await recordVerdict(t.app.db, { userId: bob.userId, problem: a!, contest, at: at(contest, 10) });
    await recordVerdict(t.app.db, { userId: ada.userId, problem: a!, contest, at: at(contest, 35) });
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: problems[1]!,
      contest,
      at: at(contest, 36),
    });

    const bobView = await board(contest, bob);
    expect(bobView.frozen).toBe(true);
    expect(bobView.freeze_at).toBe(at(contest, 30).toISOString());
    expect(summary(bobView)).toEqual([
      ['Bob', 1, 1, 10, 100],
      ['Ada', 2, 0, 0, 0],
    ]);
    expect(bobView.rows[1].cells.map((c: { pending: number }) => c.pending)).toEqual([1, 1]);

    const adaView = await board(contest, ada);
    expect(adaView.my_row).toMatchObject({ solved: 2, rank: 1, is_me: true });
    expect(adaView.rows.find((r: { is_me: boolean }) => r.is_me)).toMatchObject({ solved: 2 });
    const anonymous = await board(contest);
    expect(anonymous.rows[0].user.name).toBe('Bob');
  });

  it('virtual: a replay of an ended contest is ranked against the real board at the same elapsed time', async () => {
    const contest = await contestAt(t.app.db, problems, -180, -60);
    // They took part while it ran (it has ended now, so the routes would refuse to start them).
    for (const who of [bob, cy])
      await createContestRepository(t.app.db).insertParticipation({
        contestId: contest.id,
        userId: who.userId,
        registeredAt: contest.startAt,
        startedAt: contest.startAt,
      });
    // Only the virtual attempt may start now.
    expect(
      (await post('/api/v1/contests/start', { slug: contest.slug, offering_id: contest.id }, ada)).statusCode,
    ).toBe(403);
    const [a, b] = problems;
    await recordVerdict(t.app.db, { userId: bob.userId, problem: a!, contest, at: at(contest, 5) });
    await recordVerdict(t.app.db, { userId: cy.userId, problem: a!, contest, at: at(contest, 50) });
    await recordVerdict(t.app.db, { userId: cy.userId, problem: b!, contest, at: at(contest, 55) });

    const started = await post(
      '/api/v1/contests/start',
      { slug: contest.slug, offering_id: contest.id, virtual: true },
      ada,
    );
    expect(started.json().data.user).toMatchObject({ virtual: true, offering_status: 'ACTIVE' });
    const virtualStart = new Date(started.json().data.user.started_at);
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: a!,
      contest,
      at: virtualStart,
    });
    await recordVerdict(t.app.db, {
      userId: ada.userId,
      problem: b!,
      contest,
      at: virtualStart,
    });

    const res = await t.app.inject({
      url: `/api/v1/contests/${contest.slug}/virtual_standing`,
      headers: { authorization: ada.authorization },
    });
    // Two solved at once: ahead of everyone as they stood at that moment of their own contest.
    expect(res.json().data).toMatchObject({
      rank: 1,
      of: 3,
      offering_status: 'ACTIVE',
      row: { solved: 2, is_me: true },
    });
    // The virtual attempt never shows on the real board.
    expect(summary(await board(contest)).map((r) => r[0])).toEqual(['Cy', 'Bob']);
    expect((await finalStandings(t.app.db, contest.id)).map((r) => r.userId)).toEqual([
      cy.userId,
      bob.userId,
    ]);
  });
});
