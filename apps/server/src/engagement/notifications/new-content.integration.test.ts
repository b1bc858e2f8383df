/**
 * NEW_CONTENT on a real database: one inbox item per learner for a whole import batch, none for a learner who turned
 * NEW_CONTENT off or an inactive account, none again for the same batch, none for a batch that added nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { users } from '../../db/schema/users.ts';
import { inboxNotifications, notificationPreferences } from '../../db/schema/engagement-notifications.ts';
import { announceNewContent, newContentItem } from './new-content.ts';

describe('NEW_CONTENT announcements', () => {
  let db: TestDb;
  let ada: number;
  let bob: number;
  let cy: number;
  beforeAll(async () => {
    db = await createTestDb();
    const rows = await db.db
      .insert(users)
      .values([
        { name: 'Ada', email: 'ada@example.com' },
        { name: 'Bob', email: 'bob@example.com' },
        { name: 'Cy', email: 'cy@example.com', active: false },
      ])
      .returning({ id: users.id });
    [ada, bob, cy] = rows.map((r) => r.id) as [number, number, number];
    await db.db
      .insert(notificationPreferences)
      .values({ userId: bob, scope: 'STUDIO', data: { NEW_CONTENT: false, FOLLOW: true } });
  });
  afterAll(async () => db?.close());

  const itemsOf = (userId: number) =>
    db.db
      .select({
        kind: inboxNotifications.kind,
        title: inboxNotifications.title,
        link: inboxNotifications.link,
      })
      .from(inboxNotifications)
      .where(eq(inboxNotifications.userId, userId));

  it('records one item per learner for the batch, honouring the preference, once', async () => {
    const batch = { problems: ['two-sum', 'lru-cache', 'word-ladder'], paths: ['graphs-101'] };
    expect(await announceNewContent(db.db, batch)).toEqual([ada]);
    expect(await itemsOf(ada)).toEqual([
      { kind: 'NEW_CONTENT', title: '3 new problems and 1 new guided path to practise', link: '/problems' },
    ]);
    expect(await itemsOf(bob)).toEqual([]);
    expect(await itemsOf(cy)).toEqual([]);
    // The same batch again (another node, a retried start), in any order: nothing new.
    expect(
      await announceNewContent(db.db, { problems: [...batch.problems].reverse(), paths: batch.paths }),
    ).toEqual([]);
    expect(await announceNewContent(db.db, { problems: [], paths: [] })).toEqual([]);
    expect(await itemsOf(ada)).toHaveLength(1);
  });

  it('names and links the batch by what it holds', () => {
    expect(newContentItem({ problems: ['two-sum'], paths: [] })).toEqual({
      title: '1 new problem to practise',
      link: '/problems/two-sum',
    });
    expect(newContentItem({ problems: [], paths: ['graphs-101'] })).toEqual({
      title: '1 new guided path to practise',
      link: '/guided-paths/graphs-101',
    });
    expect(newContentItem({ problems: [], paths: ['a', 'b'] })).toEqual({
      title: '2 new guided paths to practise',
      link: '/guided-paths',
    });
    expect(newContentItem({ problems: [], paths: [] })).toBeNull();
  });
});
