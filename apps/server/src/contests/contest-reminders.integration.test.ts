/**
 * Contest reminders on a real database: a registered learner gets one CONTEST item an hour before and one ten
 * minutes before the start, each once however often (and from however many nodes) the sweep runs; unregistered
 * learners, virtual attempts and learners who turned CONTEST off get nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { users } from '../db/schema/users.ts';
import { contestParticipations, contests } from '../db/schema/contests.ts';
import { inboxNotifications, notificationPreferences } from '../db/schema/engagement-notifications.ts';
import { createContestRemindersService } from './contest-reminders.service.ts';

const MIN = 60_000;
const start = new Date('2026-03-01T14:00:00Z');
const before = (minutes: number) => new Date(start.getTime() - minutes * MIN);

describe('contest reminders', () => {
  let db: TestDb;
  let ids: { ada: number; bob: number; cy: number; dee: number; eve: number };
  let contestId: number;
  const delivered: number[] = [];
  const service = () =>
    createContestRemindersService({
      db: db.db,
      deliver: async (userId) => delivered.push(userId),
      warn: () => undefined,
    });

  beforeAll(async () => {
    db = await createTestDb();
    const rows = await db.db
      .insert(users)
      .values(['Ada', 'Bob', 'Cy', 'Dee', 'Eve'].map((name) => ({ name, email: `${name}@example.com` })))
      .returning({ id: users.id });
    const [ada, bob, cy, dee, eve] = rows.map((r) => r.id) as [number, number, number, number, number];
    ids = { ada, bob, cy, dee, eve };
    const [contest] = await db.db
      .insert(contests)
      .values({
        slug: 'weekly-9',
        title: 'Weekly Contest 9',
        category: 'weekly',
        startAt: start,
        endAt: new Date(start.getTime() + 90 * MIN),
      })
      .returning();
    contestId = contest!.id;
    await db.db.insert(contestParticipations).values([
      { contestId, userId: ada, registeredAt: before(24 * 60) },
      { contestId, userId: bob, registeredAt: before(30) }, // after the hour mark
      { contestId, userId: dee, registeredAt: before(24 * 60) }, // turned CONTEST off
      { contestId, userId: eve, virtual: true, registeredAt: before(24 * 60) },
      // Cy never registered.
    ]);
    await db.db
      .insert(notificationPreferences)
      .values({ userId: dee, scope: 'STUDIO', data: { CONTEST: false } });
  });
  afterAll(async () => db?.close());

  const itemsOf = (userId: number) =>
    db.db
      .select({
        title: inboxNotifications.title,
        kind: inboxNotifications.kind,
        link: inboxNotifications.link,
      })
      .from(inboxNotifications)
      .where(eq(inboxNotifications.userId, userId))
      .orderBy(inboxNotifications.id);

  it('reminds an hour and ten minutes before, each once, across sweeps and nodes', async () => {
    expect((await service().sweep(before(61))).sent).toEqual([]);

    const hour = await service().sweep(before(60));
    expect(hour.sent).toEqual([{ userId: ids.ada, contestId, minutes: 60 }]);
    expect(delivered).toEqual([ids.ada]);
    // Again, and from two nodes at once: nothing new.
    const again = await Promise.all([service().sweep(before(50)), service().sweep(before(50))]);
    expect(again.flatMap((r) => r.sent)).toEqual([]);

    const tenMinutes = await Promise.all([service().sweep(before(9)), service().sweep(before(9))]);
    expect(tenMinutes.flatMap((r) => r.sent).sort((a, b) => a.userId - b.userId)).toEqual([
      { userId: ids.ada, contestId, minutes: 10 },
      { userId: ids.bob, contestId, minutes: 10 },
    ]);
    expect((await service().sweep(before(1))).sent).toEqual([]);
    // Started: no reminder any more.
    expect((await service().sweep(start)).sent).toEqual([]);

    expect(await itemsOf(ids.ada)).toEqual([
      { title: 'Weekly Contest 9 starts in 1 hour', kind: 'CONTEST', link: '/contests/weekly-9' },
      { title: 'Weekly Contest 9 starts in 10 minutes', kind: 'CONTEST', link: '/contests/weekly-9' },
    ]);
    expect(await itemsOf(ids.bob)).toEqual([
      { title: 'Weekly Contest 9 starts in 10 minutes', kind: 'CONTEST', link: '/contests/weekly-9' },
    ]);
    for (const none of [ids.cy, ids.dee, ids.eve]) expect(await itemsOf(none)).toEqual([]);
  });
});
