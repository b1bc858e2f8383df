import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateContest } from '@katana/shared/contests/elo-mmr';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { contests } from '../../db/schema/contests.ts';
import { contestRatingResults, userContestRatings } from '../../db/schema/contest-ratings.ts';
import { users } from '../../db/schema/users.ts';
import {
  createContestRatingService,
  type ContestRatingService,
  type FinalStanding,
} from './contest-rating.service.ts';

/** Standings per contest id, as the contests part would compute them; tests change them to force recomputation. */
const boards = new Map<number, FinalStanding[]>();
const HOUR = 3_600_000;
const notified: { contestId: number; changes: { userId: number; rating: number; delta: number }[] }[] = [];
const base = Date.parse('2026-01-05T12:00:00Z');

async function addContest(db: TestDb['db'], slug: string, endHours: number, rated = true) {
  const [row] = await db
    .insert(contests)
    .values({
      slug,
      title: `Weekly ${slug}`,
      category: 'weekly',
      startAt: new Date(base + (endHours - 2) * HOUR),
      endAt: new Date(base + endHours * HOUR),
      rated,
    })
    .returning({ id: contests.id });
  return row!.id;
}

/** Set by the no-outcome test; the late-found test expects it re-rated too. */
let soloContestId = 0;

const results = (db: TestDb['db'], contestId: number) =>
  db
    .select()
    .from(contestRatingResults)
    .where(eq(contestRatingResults.contestId, contestId))
    .orderBy(contestRatingResults.userId);

describe('contest rating service (Elo-MMR after rated contests)', () => {
  let testDb: TestDb;
  let service: ContestRatingService;
  let u: number[];
  let first: number;
  let second: number;
  const after = new Date(base + 100 * HOUR);

  beforeAll(async () => {
    testDb = await createTestDb();
    const rows = await testDb.db
      .insert(users)
      .values([1, 2, 3, 4].map((i) => ({ name: `Learner ${i}`, email: `rating${i}@example.com` })))
      .returning({ id: users.id });
    u = rows.map((r) => r.id);
    first = await addContest(testDb.db, 'first', 0);
    second = await addContest(testDb.db, 'second', 24);
    boards.set(first, [
      { userId: u[0]!, rank: 1, problemsSolved: 3 },
      { userId: u[1]!, rank: 2, problemsSolved: 2 },
      { userId: u[2]!, rank: 2, problemsSolved: 2 },
    ]);
    boards.set(second, [
      { userId: u[2]!, rank: 1, problemsSolved: 4 },
      { userId: u[0]!, rank: 2, problemsSolved: 1 },
      { userId: u[3]!, rank: 3, problemsSolved: 0 },
    ]);
    service = createContestRatingService({
      db: testDb.db,
      standings: async (_db, id) => boards.get(id) ?? [],
      brand: 'Katana',
      enabled: true,
      notify: (contestId, changes) => notified.push({ contestId, changes: [...changes] }),
    });
  });
  afterAll(async () => {
    await testDb.close();
  });

  it('does not rate a contest that has not ended', async () => {
    const early = await service.sweep(new Date(base - HOUR));
    expect(early).toEqual({ locked: true, rated: [] });
    await expect(service.rate(first, new Date(base - HOUR))).rejects.toMatchObject({ statusCode: 409 });
  });

  it('rates ended contests in order, new learners from 1500, with one history row per participant', async () => {
    const swept = await service.sweep(after);
    expect(swept.rated.map((r) => r.contestId)).toEqual([first, second]);

    const one = await results(testDb.db, first);
    // Each participant is told their new rating once the ratings are committed.
    expect(notified.map((n) => n.contestId)).toEqual([first, second]);
    expect(notified[0]!.changes).toEqual(
      expect.arrayContaining(one.map((r) => ({ userId: r.userId, rating: r.ratingAfter, delta: r.delta }))),
    );
    expect(notified[0]!.changes).toHaveLength(3);
    expect(one.map((r) => [r.userId, r.rank, r.problemsSolved, r.ratingBefore])).toEqual([
      [u[0], 1, 3, 1500],
      [u[1], 2, 2, 1500],
      [u[2], 2, 2, 1500],
    ]);
    expect(one[0]!.ratingAfter).toBeGreaterThan(1500);
    expect(one[1]!.ratingAfter).toBeLessThan(1500);
    expect(one[0]!.contestName).toBe('Weekly first');

    // The second contest starts from the first's after-beliefs; learner 4 is new.
    const two = await results(testDb.db, second);
    const byUser = new Map(two.map((r) => [r.userId, r]));
    expect(byUser.get(u[0]!)!.ratingBefore).toBe(one[0]!.ratingAfter);
    expect(byUser.get(u[2]!)!.ratingBefore).toBe(one[2]!.ratingAfter);
    expect(byUser.get(u[3]!)!.ratingBefore).toBe(1500);
    expect(byUser.get(u[0]!)!.belief.contests).toBe(2);

    // The same numbers as the shared rule gives from the same inputs.
    const expected = rateContest(
      boards.get(first)!.map((s) => ({ id: String(s.userId), rank: s.rank })),
      new Map(),
    );
    expect(one.map((r) => r.ratingAfter)).toEqual(
      [u[0], u[1], u[2]].map((id) => expected.changes.find((c) => c.id === String(id))!.ratingAfter),
    );

    const current = await testDb.db.select().from(userContestRatings).orderBy(userContestRatings.userId);
    expect(current.map((c) => [c.userId, c.rating, c.contests])).toEqual([
      [u[0], byUser.get(u[0]!)!.ratingAfter, 2],
      [u[1], one[1]!.ratingAfter, 1],
      [u[2], byUser.get(u[2]!)!.ratingAfter, 2],
      [u[3], byUser.get(u[3]!)!.ratingAfter, 1],
    ]);
  });

  it('does nothing on the next sweep: every ended contest is rated', async () => {
    expect((await service.sweep(after)).rated).toEqual([]);
  });

  it('is idempotent: rating a contest again gives identical numbers and beliefs', async () => {
    const before1 = await results(testDb.db, first);
    const before2 = await results(testDb.db, second);
    const again = await service.rate(first, after);
    expect(again.map((r) => r.contestId)).toEqual([first, second]);
    const strip = (rows: typeof before1) => rows.map(({ ratedAt: _ratedAt, ...rest }) => rest);
    expect(strip(await results(testDb.db, first))).toEqual(strip(before1));
    expect(strip(await results(testDb.db, second))).toEqual(strip(before2));
  });

  it('re-rating an older contest re-rates the later ones from the new beliefs', async () => {
    const oldSecond = await results(testDb.db, second);
    // A corrected board for the first contest: learner 2 actually won it.
    boards.set(first, [
      { userId: u[1]!, rank: 1, problemsSolved: 3 },
      { userId: u[0]!, rank: 2, problemsSolved: 2 },
      { userId: u[2]!, rank: 3, problemsSolved: 1 },
    ]);
    await service.rate(first, after);
    const one = await results(testDb.db, first);
    const two = await results(testDb.db, second);
    const firstAfter = new Map(one.map((r) => [r.userId, r.ratingAfter]));
    for (const row of two.filter((r) => r.userId !== u[3])) {
      expect(row.ratingBefore).toBe(firstAfter.get(row.userId));
    }
    expect(two.find((r) => r.userId === u[0])!.ratingAfter).not.toBe(
      oldSecond.find((r) => r.userId === u[0])!.ratingAfter,
    );
  });

  it('stores no rating change for a contest without an outcome, and skips it afterwards', async () => {
    const solo = await addContest(testDb.db, 'solo', 48);
    soloContestId = solo;
    boards.set(solo, [{ userId: u[0]!, rank: 1, problemsSolved: 1 }]);
    const swept = await service.sweep(after);
    expect(swept.rated).toEqual([{ contestId: solo, changedRatings: false, participants: 1 }]);
    expect(await results(testDb.db, solo)).toEqual([]);
    expect((await service.sweep(after)).rated).toEqual([]);
  });

  it('rates a contest found late (it ended before rated ones) and re-rates the later ones after it', async () => {
    const lateFound = await addContest(testDb.db, 'late-found', 12);
    boards.set(lateFound, [
      { userId: u[3]!, rank: 1, problemsSolved: 2 },
      { userId: u[0]!, rank: 2, problemsSolved: 1 },
    ]);
    const swept = await service.sweep(after);
    expect(swept.rated.map((r) => r.contestId)).toEqual([lateFound, second, soloContestId]);
    const late = await results(testDb.db, lateFound);
    const two = await results(testDb.db, second);
    // Learner 4 met the late contest first: they enter the second one with its after-rating, not 1500.
    const learner4Late = late.find((r) => r.userId === u[3])!;
    expect(learner4Late.ratingBefore).toBe(1500);
    expect(two.find((r) => r.userId === u[3])!.ratingBefore).toBe(learner4Late.ratingAfter);
  });

  it('leaves unrated contests alone', async () => {
    const practice = await addContest(testDb.db, 'practice', 60, false);
    boards.set(practice, [
      { userId: u[0]!, rank: 1, problemsSolved: 1 },
      { userId: u[1]!, rank: 2, problemsSolved: 0 },
    ]);
    expect((await service.sweep(after)).rated).toEqual([]);
    await expect(service.rate(practice, after)).rejects.toMatchObject({ statusCode: 400 });
    await expect(service.rate(999_999, after)).rejects.toMatchObject({ statusCode: 404 });
  });
});
