/**
 * The stored board (contest-standings-store.ts) against the reference: generated contests (ICPC fixed timing, IOI
 * windowed; both with a freeze, many ties) read page by page through the standings service must equal the shared
 * ICPC/IOI ranking of the whole board -- ranks, order, totals and every cell -- live, frozen, and with a viewer
 * whose own row stays live during the freeze. The stored rows are backfilled on the first read, as for a contest
 * that existed before the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freezeFromElapsedMs } from '@katana/shared/contests/contest-lifecycle';
import type { StandingsRow } from '@katana/shared/api/contests';
import type { ContestRow } from '../db/schema/contests.ts';
import type { ProblemRow } from '../db/schema/practice.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loadBoardData, rankBoard, scheduleOf, type BoardRow } from './contest-board.ts';
import { generateBoard } from './contest-board-generator.test-support.ts';
import { contestAt, MIN, quizProblems } from './contest-fixtures.test-support.ts';
import { createStandingsService } from './contest-standings.service.ts';

const SIZE = 7;

const wire = (r: StandingsRow) => ({
  uuid: r.user.uuid,
  rank: r.rank,
  solved: r.solved,
  penalty: r.penalty,
  score: r.score,
  cells: r.cells,
});

describe('stored standings equal the shared ranking', () => {
  let t: TestApp;
  let problems: ProblemRow[];

  beforeAll(async () => {
    t = await createTestApp({}, { slices: ['contests'], judge: { handler: async () => ({}) as never } });
    problems = await quizProblems(t.app.db, 3);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Reference rows in the wire shape (first-to-solve as the shared rules mark it on the whole board). */
  async function reference(contest: ContestRow, frozen: boolean, viewerPid: number | null = null) {
    const data = await loadBoardData(t.app.db, contest);
    const from = freezeFromElapsedMs(scheduleOf(contest)) ?? 0;
    const rows = rankBoard(
      data,
      frozen
        ? { freeze: { fromElapsedMs: from, viewerId: viewerPid === null ? null : String(viewerPid) } }
        : {},
    );
    const who = new Map(data.participants.map((p) => [p.participationId, p]));
    return rows.map((r: BoardRow) => ({
      pid: r.participationId,
      userId: who.get(r.participationId)!.userId,
      uuid: who.get(r.participationId)!.uuid,
      rank: r.rank,
      solved: r.solved,
      penalty: r.penalty,
      score: r.score,
      cells: r.cells.map((c) => ({
        problem_id: c.problemId,
        solved: c.solved,
        attempts: c.attempts,
        solved_at_minute: c.solvedAtMinute,
        first_to_solve: c.firstToSolve,
        score: c.score,
        pending: c.pending,
      })),
    }));
  }

  async function allPages(service: ReturnType<typeof createStandingsService>, slug: string) {
    const first = await service.standings(null, slug, { page: 1, page_size: SIZE });
    const rows = [...first.rows];
    for (let page = 2; page <= first.pages; page++)
      rows.push(...(await service.standings(null, slug, { page, page_size: SIZE })).rows);
    return { first, rows };
  }

  for (const format of ['ICPC', 'IOI'] as const) {
    it(`${format}: every page, live and frozen, and a viewer's live row during the freeze`, async () => {
      // 120 minutes long, frozen for the last 30; "now" is inside the freeze, then after the end.
      const contest = await contestAt(t.app.db, problems, -100, 20, {
        format,
        freezeMinutes: 30,
        ...(format === 'IOI' ? { windowMinutes: 60 } : {}),
      } as never);
      await generateBoard(t.app.db, contest, problems, { participants: 90, perParticipant: 3, seed: 7 });
      const during = createStandingsService({ db: t.app.db, now: () => contest.endAt.getTime() - 5 * MIN });
      const after = createStandingsService({ db: t.app.db, now: () => contest.endAt.getTime() + MIN });

      const frozenRef = await reference(contest, true);
      const frozen = await allPages(during, contest.slug);
      expect(frozen.first.frozen).toBe(true);
      expect(frozen.first.total).toBe(90);
      expect(frozen.rows.map(wire)).toEqual(frozenRef.map(({ pid: _p, userId: _u, ...r }) => r));
      // The generated contest really has ties and hidden results, or this test proves little.
      expect(new Set(frozenRef.map((r) => r.rank)).size).toBeLessThan(frozenRef.length);
      expect(frozenRef.some((r) => r.cells.some((c) => c.pending > 0))).toBe(true);

      const liveRef = await reference(contest, false);
      const live = await allPages(after, contest.slug);
      expect(live.first.frozen).toBe(false);
      expect(live.rows.map(wire)).toEqual(liveRef.map(({ pid: _p, userId: _u, ...r }) => r));
      expect(liveRef.map((r) => r.uuid)).not.toEqual(frozenRef.map((r) => r.uuid));

      // Viewers whose hidden results would move them: own row live, ranked against the frozen rows.
      const movers = liveRef.filter((r) => {
        const f = frozenRef.find((x) => x.pid === r.pid)!;
        return f.solved !== r.solved || f.score !== r.score;
      });
      expect(movers.length).toBeGreaterThan(0);
      for (const mover of movers.slice(0, 4)) {
        const seen = await reference(contest, true, mover.pid);
        const mine = seen.find((r) => r.pid === mover.pid)!;
        const page = await during.standings(mover.userId, contest.slug, {
          page: 1,
          page_size: SIZE,
          around_me: 'true',
        });
        expect(page.my_row).toMatchObject({
          rank: mine.rank,
          solved: mine.solved,
          score: mine.score,
          is_me: true,
        });
        expect(page.my_row!.penalty).toBe(mine.penalty);
        expect(page.my_page).toBe(Math.floor(frozenRef.findIndex((r) => r.pid === mover.pid) / SIZE) + 1);
        expect(page.page).toBe(page.my_page);
        expect(page.rows.find((r) => r.is_me)).toEqual(page.my_row);
      }
    });
  }
});
