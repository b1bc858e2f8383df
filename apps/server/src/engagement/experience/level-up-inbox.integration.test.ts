/** A level-up is also an inbox item (PROFILE "You reached Level N"), once per level however often it is reached. */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { inboxNotifications } from '../../db/schema/engagement-notifications.ts';
import { userExperience } from '../../db/schema/engagement-experience.ts';
import { awardExp } from './award-exp.ts';

const T0 = new Date('2026-03-10T04:30:00Z');

describe('level-up inbox items', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  const inbox = (userId: number) =>
    db.db
      .select({
        kind: inboxNotifications.kind,
        title: inboxNotifications.title,
        link: inboxNotifications.link,
      })
      .from(inboxNotifications)
      .where(eq(inboxNotifications.userId, userId))
      .orderBy(asc(inboxNotifications.id));

  it('records one PROFILE item per level reached, none for an award without a level-up or a re-delivered event', async () => {
    const [u] = await db.db.insert(users).values({ name: 'Lev Up', email: 'lev@example.com' }).returning();
    const userId = u!.id;
    await awardExp(db.db, { userId, source: 'CONTEST', sourceId: 'c0', basePoints: 5, at: T0 });
    expect(await inbox(userId)).toEqual([]);

    await awardExp(db.db, { userId, source: 'CONTEST', sourceId: 'c1', basePoints: 320, at: T0 });
    expect(await inbox(userId)).toEqual([
      { kind: 'PROFILE', title: 'You reached Level 2', link: '/profile' },
      { kind: 'PROFILE', title: 'You reached Level 3', link: '/profile' },
    ]);
    // The same event again awards nothing; a level the learner reaches a second time is not announced again.
    expect(
      await awardExp(db.db, { userId, source: 'CONTEST', sourceId: 'c1', basePoints: 320, at: T0 }),
    ).toBeNull();
    // A stored level set back (a policy recomputation) and raised again by the next award: still one item each.
    await db.db.update(userExperience).set({ level: 1 }).where(eq(userExperience.userId, userId));
    await awardExp(db.db, { userId, source: 'CONTEST', sourceId: 'c2', basePoints: 1, at: T0 });
    expect(
      (await db.db.select().from(userExperience).where(eq(userExperience.userId, userId)))[0]!.level,
    ).toBe(3);
    expect((await inbox(userId)).length).toBe(2);
  });
});
