/** grantBadge on a real database: idempotent per badge level, one inbox item per new grant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { inboxNotifications } from '../../db/schema/engagement-notifications.ts';
import { badgeLevels, userBadgeLevels } from '../../db/schema/engagement-badges.ts';
import { badgeKey, grantBadge } from './grant-badge.ts';

describe('grantBadge', () => {
  let db: TestDb;
  let ada: number;
  let bob: number;
  beforeAll(async () => {
    db = await createTestDb();
    const rows = await db.db
      .insert(users)
      .values([
        { name: 'Ada', email: 'ada@example.com' },
        { name: 'Bob', email: 'bob@example.com' },
      ])
      .returning();
    [ada, bob] = rows.map((r) => r.id) as [number, number];
  });
  afterAll(async () => db?.close());

  it('grants once per user and level; the badge level is shared between users', async () => {
    const at = new Date('2026-03-05T10:00:00Z');
    const first = await grantBadge(db.db, { userId: ada, badgeKey: badgeKey('Streak', 10), at });
    const again = await grantBadge(db.db, { userId: ada, badgeKey: 'Streak:10', at });
    const bobs = await grantBadge(db.db, { userId: bob, badgeKey: 'Streak:10', at });
    expect(first.created).toBe(true);
    expect(again).toEqual({ ...first, created: false });
    expect(bobs.badgeLevelId).toBe(first.badgeLevelId);
    expect(bobs.userBadgeLevelId).not.toBe(first.userBadgeLevelId);
    const [level] = await db.db.select().from(badgeLevels).where(eq(badgeLevels.id, first.badgeLevelId));
    expect(level).toMatchObject({
      entityType: 'Streak',
      entityId: '10',
      entityName: '10 Day Streak',
      level: 1,
    });
    const inbox = await db.db.select().from(inboxNotifications).where(eq(inboxNotifications.userId, ada));
    expect(inbox.map((n) => [n.kind, n.title])).toEqual([
      ['PROFILE', 'You earned the Achiever badge: 10 Day Streak'],
    ]);
  });

  it('keeps each tier of a badge as its own level, with the contest rank', async () => {
    const at = new Date();
    const key = badgeKey('ContestRound', 'weekly-12');
    await grantBadge(db.db, {
      userId: ada,
      badgeKey: key,
      tier: 3,
      at,
      entityName: 'Weekly 12',
      contestRank: 4,
    });
    await grantBadge(db.db, {
      userId: ada,
      badgeKey: key,
      tier: 2,
      at,
      entityName: 'Weekly 12',
      contestRank: 4,
    });
    const held = await db.db
      .select({ level: badgeLevels.level, rank: userBadgeLevels.contestRank })
      .from(userBadgeLevels)
      .innerJoin(badgeLevels, eq(badgeLevels.id, userBadgeLevels.badgeLevelId))
      .where(eq(badgeLevels.badgeKey, key));
    expect(held.sort((a, b) => a.level - b.level)).toEqual([
      { level: 2, rank: 4 },
      { level: 3, rank: 4 },
    ]);
  });

  it('refuses a key that is not a badge kind', async () => {
    await expect(
      grantBadge(db.db, { userId: ada, badgeKey: 'Nope:1' as never, at: new Date() }),
    ).rejects.toThrow(RangeError);
  });
});
