/** A rated contest leaves each rated learner one CONTEST inbox item (new rating and change), pushed after the commit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { contests } from '../../db/schema/contests.ts';
import { contestRatingResults } from '../../db/schema/contest-ratings.ts';
import { inboxNotifications } from '../../db/schema/engagement-notifications.ts';
import { users } from '../../db/schema/users.ts';
import {
  createContestRatingService,
  ratingUpdatedItem,
  type FinalStanding,
} from './contest-rating.service.ts';

const END = new Date('2026-01-05T12:00:00Z');

describe('contest rating inbox items', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => testDb?.close());

  it('formats the change with its sign', () => {
    expect(ratingUpdatedItem({ contestName: 'Weekly 1', ratingAfter: 1523, delta: 23 })).toEqual({
      title: 'Your contest rating is now 1,523 (+23)',
      body: 'After Weekly 1',
    });
    expect(ratingUpdatedItem({ contestName: 'W', ratingAfter: 1480, delta: -20 }).title).toBe(
      'Your contest rating is now 1,480 (−20)',
    );
  });

  it('records one item per rated learner with the stored numbers, delivers each after the commit, never twice', async () => {
    const u = (
      await testDb.db
        .insert(users)
        .values([1, 2].map((i) => ({ name: `Rated ${i}`, email: `rated${i}@example.com` })))
        .returning({ id: users.id })
    ).map((r) => r.id);
    const [contest] = await testDb.db
      .insert(contests)
      .values({
        slug: 'inbox-weekly',
        title: 'Weekly inbox',
        category: 'weekly',
        startAt: new Date(END.getTime() - 7_200_000),
        endAt: END,
        rated: true,
      })
      .returning({ id: contests.id });
    const board: FinalStanding[] = [
      { userId: u[0]!, rank: 1, problemsSolved: 2 },
      { userId: u[1]!, rank: 2, problemsSolved: 1 },
    ];
    const delivered: number[] = [];
    const service = createContestRatingService({
      db: testDb.db,
      standings: async () => board,
      brand: 'Katana',
      enabled: true,
      deliver: async (userId) => {
        // Delivery runs after the commit: the item is already visible outside the rating transaction.
        const rows = await testDb.db
          .select()
          .from(inboxNotifications)
          .where(eq(inboxNotifications.userId, userId));
        expect(rows).toHaveLength(1);
        delivered.push(userId);
      },
    });
    const after = new Date(END.getTime() + 3_600_000);
    await service.sweep(after);
    expect(delivered.sort()).toEqual([...u].sort());

    const items = async () =>
      testDb.db
        .select({
          userId: inboxNotifications.userId,
          kind: inboxNotifications.kind,
          title: inboxNotifications.title,
          body: inboxNotifications.body,
        })
        .from(inboxNotifications)
        .orderBy(asc(inboxNotifications.userId));
    const stored = await testDb.db
      .select()
      .from(contestRatingResults)
      .where(eq(contestRatingResults.contestId, contest!.id))
      .orderBy(asc(contestRatingResults.userId));
    expect(stored[0]!.delta).toBeGreaterThan(0);
    expect(await items()).toEqual(
      stored.map((r) => ({
        userId: r.userId,
        kind: 'CONTEST',
        ...ratingUpdatedItem({ contestName: r.contestName, ratingAfter: r.ratingAfter, delta: r.delta }),
      })),
    );

    // Re-rating the contest (same standings) or sweeping again records nothing new.
    await service.rate(contest!.id, after);
    await service.sweep(after);
    expect(await items()).toHaveLength(2);
  });
});
